export * from './schemas';
export { createDocumentsApi, type DocumentsApi, type UploadFile } from './api';
export { documentKeys, documentLimitsOptions, documentListOptions, documentOptions } from './queries';
export type { DownloadProgress, OnDownloadProgress } from './download-progress';
export type { OnUploadProgress, UploadProgress } from '../../upload-request';
