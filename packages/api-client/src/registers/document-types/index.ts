export * from './schemas';
export { createDocumentTypesApi, type DocumentTypesApi } from './api';
export {
  documentCategoryListOptions,
  documentSubjectListOptions,
  documentTypeKeys,
  documentTypeListOptions,
  documentTypeOptions,
} from './queries';
export { documentTypesEndpoints } from './endpoints';
