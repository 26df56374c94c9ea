import { deviceKey } from './device-storage';

/**
 * Where Mantine's colour-scheme manager keeps the user's choice ('light', 'dark' or 'auto', the system's):
 * device memory, so signing out keeps it and the sign-in page is drawn in it (decision 019).
 */
export const COLOR_SCHEME_STORAGE_KEY = deviceKey('color-scheme');

/**
 * The scheme to draw for a stored choice, as Mantine resolves it: 'auto' follows the system, and no (or
 * an unknown) choice is light. The first screens' boot script runs this before the first paint.
 */
export function schemeToDraw(stored: string | null, systemPrefersDark: boolean): 'light' | 'dark' {
  if (stored === 'light' || stored === 'dark') return stored;
  return stored === 'auto' && systemPrefersDark ? 'dark' : 'light';
}
