import type { ParseKeysWithoutVariables, TFunction } from 'i18next';

/**
 * The text of a key that reaches a widget as a plain `string`: the contract's schema messages
 * (`validation.required`, handed over by Conform as `string[]`) and the keys ui-kit's `dataTableTexts`
 * asks for. A host (the portal) may type its keys through i18next's `CustomTypeOptions`, and then `t()`
 * takes no plain string; this is the one place a widget takes a string as a key. The keys are checked
 * where they are written, by tooling/translations.test.ts. Internal: not exported by the package.
 */
export function messageText(t: TFunction, key: string, values?: Record<string, string | number>): string {
  return t(key as ParseKeysWithoutVariables, values);
}
