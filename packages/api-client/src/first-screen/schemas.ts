// The first screen a signed-in deep link shows, painted by the server before the app's JavaScript has
// arrived (issue 13, docs/plans/013-signed-in-screens-painted-by-the-server.md): what index.html's inline
// script asks, what the API answers, and the contract between the API and the portal's render module.
import * as z from 'zod/mini';

import { textBounds } from '../bounds';
import { LANGUAGES } from '../messages';
import { requiredOrInvalid } from '../validation';

/** The longest address the script sends: a pathname and its search, as long as browsers keep them. */
const FIRST_SCREEN_PATH_MAX_LENGTH = 2048;
/** The stored view preferences (`enlarged`, `fullWidth`, `navbarCollapsed`) as JSON: a few dozen bytes. */
const FIRST_SCREEN_VIEW_MAX_LENGTH = 512;

/**
 * `GET /first-screen`'s query, as the inline script knows it before anything has loaded: the address
 * (`/benchmarking?customer=3`), the page's language, whether the browser shows the desktop layout
 * (`matchMedia`), and the view preferences as local storage keeps them (the renderer parses them).
 */
export const firstScreenQuerySchema = z.object({
  path: z
    .string({ error: requiredOrInvalid })
    .check(z.startsWith('/', { error: 'validation.invalid' }), ...textBounds(FIRST_SCREEN_PATH_MAX_LENGTH)),
  language: z.enum(LANGUAGES, { error: requiredOrInvalid }),
  desktop: z.enum(['0', '1'], { error: requiredOrInvalid }),
  view: z.optional(
    z.string({ error: 'validation.invalid' }).check(...textBounds(FIRST_SCREEN_VIEW_MAX_LENGTH)),
  ),
});
export type FirstScreenQuery = z.output<typeof firstScreenQuerySchema>;

/** The painted screen: its HTML, and the query cache's dehydrated state for the app to start from. */
export const firstScreenAnswerSchema = z.object({
  html: z.string(),
  /** TanStack Query's `dehydrate(queryClient)`: any JSON, read only by the app's query client. */
  state: z.unknown(),
});
export type FirstScreenAnswer = z.output<typeof firstScreenAnswerSchema>;

/**
 * The contract between the API and the portal's render module (`${PORTAL_DIST}/server/first-screen.js`,
 * written by the portal's build, exported as `renderFirstScreen`). The API calls it with the parsed query
 * and a `fetch` that runs the API's own GET routes in-process with the caller's authorization, so the
 * screen sees exactly what the caller may see; the renderer's base URL is `/api`. It answers the screen,
 * or null when it has nothing to paint for that address (the API then answers 204 and the page loads as
 * it would without it).
 */
export type FirstScreenRenderer = (
  input: FirstScreenQuery & { fetch: typeof fetch },
) => Promise<FirstScreenAnswer | null>;

/**
 * The render module's second export, `warmUpFirstScreens`: the API calls it once when its render thread
 * has loaded the module, before any user asks, and logs its failure. It renders the painted screens from
 * sample answers of its own (nothing leaves the module), so that the first users after a start find the
 * screens' code loaded and compiled; it rejects when a screen rendered nothing from them.
 */
export type FirstScreenWarmUp = () => Promise<void>;
