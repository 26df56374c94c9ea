// Shared by the build that writes index.html (vite/prerender-plugin.ts), the inline script that picks a
// screen (boot.ts) and the app that takes it over (take-over.ts).

export type FirstScreen = 'signIn' | 'loading';

/** The id of the template that holds one screen in one language. */
export const templateId = (screen: FirstScreen, language: string) => `first-screen-${screen}-${language}`;

/** Where the chosen screen shows until the app takes over. */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * Mantine's theme variables and global classes in a render outside the browser: index.html's head carries
 * them once, so each rendered screen drops its own copy. A component's own (`inline`, e.g. the shell's
 * sizes at each breakpoint) stay with it.
 */
export const MANTINE_STYLES = /<style data-mantine-styles="(?:true|classes)"[^>]*>[\s\S]*?<\/style>/g;

/**
 * Set on <html> while a screen painted by the server shows or is on its way (painted-screen.ts): the app
 * draws under it, out of sight (global.css).
 */
export const PAINTED_ATTRIBUTE = 'data-painted-screen';

/** Whether a painted screen shows (painted-screen.ts). */
export function screenPainted(): boolean {
  return document.documentElement.hasAttribute(PAINTED_ATTRIBUTE);
}

/** Set on the first screen when the user sent its form before the app took over. */
export const SUBMIT_REQUESTED = 'data-submit-requested';
