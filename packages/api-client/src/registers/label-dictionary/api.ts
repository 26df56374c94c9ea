import type { Request } from '../../client';
import {
  labelDictionarySchema,
  nonEmptyLabels,
  type LabelDictionary,
  type LabelDictionaryInput,
} from './schemas';

const BASE = '/register/label/dictionary';

/** The calls under `/register/label/dictionary` (spec section 7). */
export function createLabelDictionaryApi(request: Request) {
  return {
    async get(customerId: number): Promise<LabelDictionary> {
      const body = await request<unknown>(BASE, { query: { customer_id: customerId } });
      return labelDictionarySchema.parse(body);
    },
    /** Sends the non-empty label fields plus customer_id; answers the whole dictionary as saved. */
    async save(input: LabelDictionaryInput): Promise<LabelDictionary> {
      const body = await request<unknown>(BASE, {
        method: 'POST',
        body: { customer_id: input.customer_id, ...nonEmptyLabels(input) },
      });
      return labelDictionarySchema.parse(body);
    },
  };
}
export type LabelDictionaryApi = ReturnType<typeof createLabelDictionaryApi>;
