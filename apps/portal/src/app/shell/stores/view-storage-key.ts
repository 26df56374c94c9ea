// What the script that asks the server for a signed-in screen (app/first-screens/painted-screen.ts) reads
// of the view settings, without the store and the shell's hooks.

/** Where the view settings are remembered; logging out clears local storage, and with it these. */
export const VIEW_STORAGE_KEY = 'dossel.view';

/** Mantine sizes everything in rem, so a larger root font size enlarges the whole interface. */
export const ENLARGED_ROOT_FONT_SIZE = '112.5%';
