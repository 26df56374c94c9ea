// The script index.html runs inline (vite/prerender-plugin.ts bundles it on its own).
import { showFirstScreen } from './boot';

showFirstScreen();
