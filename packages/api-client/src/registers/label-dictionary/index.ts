export * from './schemas';
export { createLabelDictionaryApi, type LabelDictionaryApi } from './api';
export { labelDictionaryKeys, labelDictionaryOptions } from './queries';
export { labelDictionaryEndpoints } from './endpoints';
