export * from './schemas';
export { createDocumentsApi, type DocumentsApi, type UploadFile } from './api';
export { documentKeys, documentListOptions, documentOptions } from './queries';
export type { DownloadProgress, OnDownloadProgress } from './download-progress';
