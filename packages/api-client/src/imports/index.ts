export * from './schemas';
export { importProblemMessages, importProblemText } from './messages';
export { createImportsApi, type ImportsApi } from './api';
export {
  importKeys,
  importListOptions,
  importOptions,
  importPreviewOptions,
  importProblemsOptions,
  IMPORTS_REFRESH_MS,
} from './queries';
export { importsEndpoints } from './endpoints';
