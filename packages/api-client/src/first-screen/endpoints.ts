import { defineEndpoints } from '../endpoint';
import { firstScreenAnswerSchema, firstScreenQuerySchema } from './schemas';

/**
 * `/first-screen` (issue 13): the screen of a signed-in deep link, rendered by the server for index.html's
 * inline script. 200 with the screen; 204 when there is nothing to paint (no render module, an address it
 * does not paint, or a render that failed): the page then loads as it would without it.
 */
export const firstScreenEndpoints = defineEndpoints('platform', {
  render: {
    method: 'GET',
    path: '/first-screen',
    query: firstScreenQuerySchema,
    response: firstScreenAnswerSchema,
    access: 'user',
    summary: 'The screen of a signed-in address as HTML, with the data it shows (204: nothing to paint)',
  },
});
