// Shared by the build that writes index.html (vite/prerender-plugin.ts), the inline script that picks a
// screen (boot.ts) and the app that takes it over (take-over.ts).

export type FirstScreen = 'signIn' | 'loading';

/** The id of the template that holds one screen in one language. */
export const templateId = (screen: FirstScreen, language: string) => `first-screen-${screen}-${language}`;

/** Where the chosen screen shows until the app takes over. */
export const FIRST_SCREEN_ID = 'first-screen';

/** Set on the first screen when the user sent its form before the app took over. */
export const SUBMIT_REQUESTED = 'data-submit-requested';
