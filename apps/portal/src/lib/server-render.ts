import { createContext, use } from 'react';

/**
 * What only the browser knows, given instead when the server renders a signed-in screen for a page
 * still waiting for its code (app/first-screens/render-signed-in-screen.tsx, issue 13). Null in the
 * browser: there each reader asks the browser itself. The rest of the frame reads the browser in effects
 * only, which a render on the server never runs.
 */
export interface ServerRender {
  /** Holds the view settings the page sent (`dossel.view`, as the browser keeps them). */
  storage: Storage;
  /** Whether the page is as wide as the desktop layout (the shell's `sm` breakpoint). */
  desktop: boolean;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server's stand-ins for the browser, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return use(ServerRenderContext);
}
