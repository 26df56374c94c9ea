/**
 * Spec section 3: the token lives in local storage under one fixed key. Its own module, so the script
 * that shows the first screen (app/first-screens/boot.ts) reads it without the session store.
 */
export const TOKEN_STORAGE_KEY = 'dossel.token';
