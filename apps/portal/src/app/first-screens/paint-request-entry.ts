// The script index.html runs first, at the top of its head (vite/prerender-plugin.ts bundles it on its
// own): a stored session's screen that the API paints is asked for before the rest of the page, some
// 80 kB of styles and pre-rendered screens, is parsed, and the body's script (boot-entry.ts) paints it
// and then starts the app's code; any other page starts the app's code at once (app-code.ts).
import { env } from '../../config/env';
import { startAppCode } from './app-code';
import { readVisitor } from './boot';
import { askForPaintedScreen } from './painted-screen';

/** The paths whose screen the API paints: written in by the build (vite/prerender-plugin.ts). */
declare const __PAINTED_PATHS__: string[];

const { language, token } = readVisitor();
const { pathname, search } = window.location;
const asked =
  token && __PAINTED_PATHS__.includes(pathname)
    ? askForPaintedScreen({ path: pathname, search, token, language, apiUrl: env.apiUrl })
    : null;
if (!asked) startAppCode();
