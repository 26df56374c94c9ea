/**
 * Local storage in two kinds. Session data (the token, cached choices of a session) goes at logout, as
 * spec section 4 asks. What this device remembers for its users goes under `dossel.device.` and stays:
 * form drafts kept from an expired session, whether a user was welcomed, which quarterly report a user
 * has seen. None of it lets anyone in.
 */
export const DEVICE_KEY_PREFIX = 'dossel.device.';

export const deviceKey = (name: string) => `${DEVICE_KEY_PREFIX}${name}`;

/** Clears local storage but for what the device remembers. */
export function clearSessionStorage(storage: Storage): void {
  const kept: [string, string][] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    if (key?.startsWith(DEVICE_KEY_PREFIX) && value !== null) kept.push([key, value]);
  }
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
