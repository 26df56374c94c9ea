import { defineEndpoints } from '../../endpoint';
import { labelDictionaryInputSchema, labelDictionaryQuerySchema, labelDictionarySchema } from './schemas';

/** A customer's labels: read by every signed-in user (the screens name their levels), saved by staff. */
export const labelDictionaryEndpoints = defineEndpoints('registers', {
  get: {
    method: 'GET',
    path: '/register/label/dictionary',
    query: labelDictionaryQuerySchema,
    response: labelDictionarySchema,
    access: 'user',
  },
  save: {
    method: 'POST',
    path: '/register/label/dictionary',
    body: labelDictionaryInputSchema,
    response: labelDictionarySchema,
    access: 'staff',
  },
});
