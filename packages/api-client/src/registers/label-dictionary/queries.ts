import type { LabelDictionaryApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { registers: { labelDictionary: LabelDictionaryApi } };

/** Query keys of label dictionaries: resource → operation → params. */
export const labelDictionaryKeys = {
  all: ['labelDictionary'] as const,
  detail: (customerId: number) =>
    [...labelDictionaryKeys.all, 'detail', { customer_id: customerId }] as const,
};

export function labelDictionaryOptions(api: Api, customerId: number) {
  return queryOptions({
    queryKey: labelDictionaryKeys.detail(customerId),
    queryFn: () => api.registers.labelDictionary.get(customerId),
  });
}
