export * from './schemas';
export { createDocumentsApi, type DocumentsApi } from './api';
export type { UploadFile } from '../../upload-request';
export { documentKeys, documentLimitsOptions, documentListOptions, documentOptions } from './queries';
export type { DownloadProgress, OnDownloadProgress } from './download-progress';
export type { OnUploadProgress, UploadProgress } from '../../upload-request';
export { documentsEndpoints } from './endpoints';
