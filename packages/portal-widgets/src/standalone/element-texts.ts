// Which texts each element carries. A standalone script holds its translations (three languages) inside,
// so it carries only the keys its widget shows: vite.standalone.config.ts cuts the locale files down to
// these paths when it builds the element, and the element picks the same paths at run time, so a key left
// out here is missing in development and tests too, not only in the built script.
import type { Messages } from './i18n-shim/i18next';

/** The custom elements, each built into a script of its own. */
export const ELEMENTS = ['dossel-login-box', 'dossel-promo-popup', 'dossel-terms-modal'] as const;
export type ElementName = (typeof ELEMENTS)[number];

// Every element's toasts have a close button labelled by `common.actions.close`.
const TOAST_TEXTS = ['common.actions.close'];
// rejectionMessage's texts for a call that failed without a message of the server's.
const FAILURE_TEXTS = ['errors.unexpected', 'errors.transport'];

/** Key paths (a path takes every key below it) of the texts each element shows. */
export const ELEMENT_TEXTS: Readonly<Record<ElementName, readonly string[]>> = {
  // The whole of `validation`: the sign-in schema (api-client) decides which of its messages it uses.
  'dossel-login-box': ['widgets.loginBox', 'validation', 'errors.auth', ...FAILURE_TEXTS, ...TOAST_TEXTS],
  'dossel-promo-popup': ['widgets.promoPopup', ...TOAST_TEXTS],
  'dossel-terms-modal': ['widgets.termsModal', ...FAILURE_TEXTS, ...TOAST_TEXTS],
};

/** The part of `messages` under the given key paths, nested as in `messages`. */
export function pickTexts(messages: Messages, paths: readonly string[]): Messages {
  const picked: Record<string, string | Messages> = {};
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    const node = messages[head];
    if (rest.length === 0 && node !== undefined) {
      picked[head] = node;
      continue;
    }
    if (typeof node !== 'object') continue;
    const below = pickTexts(node, [rest.join('.')]);
    if (Object.keys(below).length === 0) continue;
    const before = picked[head];
    picked[head] = typeof before === 'object' ? mergeTexts(before, below) : below;
  }
  return picked;
}

/** `a` and `b` in one object; `b` wins where both have a text. */
export function mergeTexts(a: Messages, b: Messages): Messages {
  const merged: Record<string, string | Messages> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const before = merged[key];
    merged[key] = typeof before === 'object' && typeof value === 'object' ? mergeTexts(before, value) : value;
  }
  return merged;
}
