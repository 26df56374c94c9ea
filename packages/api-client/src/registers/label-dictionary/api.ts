import { call } from '../../call';
import type { Request } from '../../client';
import { labelDictionaryEndpoints as endpoints } from './endpoints';
import { nonEmptyLabels, type LabelDictionary, type LabelDictionaryInput } from './schemas';

/** The calls under `/register/label/dictionary` (spec section 7). */
export function createLabelDictionaryApi(request: Request) {
  return {
    get: (customerId: number): Promise<LabelDictionary> =>
      call(request, endpoints.get, { query: { customer_id: customerId } }),
    /** Sends the non-empty label fields plus customer_id; answers the whole dictionary as saved. */
    save: (input: LabelDictionaryInput): Promise<LabelDictionary> =>
      call(request, endpoints.save, { body: { customer_id: input.customer_id, ...nonEmptyLabels(input) } }),
  };
}
export type LabelDictionaryApi = ReturnType<typeof createLabelDictionaryApi>;
