/**
 * Where the view settings are remembered; logging out clears local storage, and with it these. Its own
 * module, so the script that asks the server for a signed-in screen (app/first-screens/painted-screen.ts)
 * reads them without the store.
 */
export const VIEW_STORAGE_KEY = 'dossel.view';
