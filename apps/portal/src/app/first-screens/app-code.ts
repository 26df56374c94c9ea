// The app's own code, its entry module and the chunks it preloads, is started by index.html's inline
// scripts rather than by tags of its own (vite/prerender-plugin.ts takes those out of the page): at once,
// or, for a stored session's screen the API paints, once that screen shows. Measured on a fast link, the
// code's download and compilation took the CPU the paint needed, the API's render included where the
// two share a machine, and held the painted list back by a tenth of a second; on a slow link the code
// would share the link with the screen's answer and style sheets.

/** The entry module and what it preloads: written in by the build (vite/prerender-plugin.ts). */
export interface AppCode {
  entry: string;
  preloads: string[];
}

declare const __APP_CODE__: AppCode;

function add(element: HTMLLinkElement | HTMLScriptElement): void {
  // As the build's own tags were: the module map then holds each file under the same request mode.
  element.crossOrigin = '';
  document.head.append(element);
}

/** Starts the app's code; once, however many of the page's scripts ask. */
export function startAppCode(): void {
  if (document.querySelector(`script[src="${__APP_CODE__.entry}"]`)) return;
  for (const href of __APP_CODE__.preloads) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = href;
    add(preload);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = __APP_CODE__.entry;
  add(entry);
}
