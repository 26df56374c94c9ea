// The script index.html runs first, at the top of its head (vite/prerender-plugin.ts bundles it on its
// own): a stored session's screen that the API paints is asked for, and its style sheets fetched, before
// the rest of the page, some 80 kB of styles and pre-rendered screens, is parsed; the body's script
// (boot-entry.ts) paints it and then starts the app's code; any other page starts the app's code at once
// (app-code.ts).
import { env } from '../../config/env';
import { startAppCode } from './app-code';
import { readVisitor } from './boot';
import { preloadStyles } from './early-loads';
import { askForPaintedScreen } from './painted-screen';

/** The style sheets of each screen the API paints, by path: written in by the build (vite/prerender-plugin.ts). */
declare const __PAINTED_STYLES__: Partial<Record<string, string[]>>;

const { language, token } = readVisitor();
const { pathname, search } = window.location;
const styles = token ? __PAINTED_STYLES__[pathname] : undefined;
if (token && styles && askForPaintedScreen({ path: pathname, search, token, language, apiUrl: env.apiUrl }))
  preloadStyles(styles);
else startAppCode();
