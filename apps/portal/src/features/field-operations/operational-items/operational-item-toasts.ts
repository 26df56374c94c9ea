/** Operational items' toasts close sooner than the shell's 5 s (spec section 9). */
export const OPERATIONAL_ITEM_TOAST_MS = 3000;
