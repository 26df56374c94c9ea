import type { ParseKeysWithoutVariables, TFunction } from 'i18next';

/**
 * The text of a message key that reaches the portal as a plain `string`, not as a literal TypeScript
 * could check (decision 021): the contract's zod schemas (api-client) give their issues as keys
 * (`error: 'validation.required'`), which Conform hands over as `string[]`, and ui-kit's
 * `dataTableTexts` asks a `Translate` for its own keys (`dataTable.search`). Those keys are checked where
 * they are written instead: tooling/translations.test.ts (`usedKeys`) finds the schemas' keys — their
 * `error:` pattern, and every quoted `validation.*`/`errors.*` in api-client and in schema files — and
 * each literal `t('…')` in the packages, and asks for them in every language. The one place a string is
 * taken as a key: every other `t()` call takes a key TypeScript knows.
 */
export function messageText(t: TFunction, key: string, values?: Record<string, string | number>): string {
  return t(key as ParseKeysWithoutVariables, values);
}

/**
 * The keys under `Prefix`, written without it, that `t()` takes with no values: for a screen's
 * `label(key)` that adds the prefix, so `label('area')` is checked as `reports.productivity.stock.area`.
 */
export type KeysUnder<Prefix extends string> = ParseKeysWithoutVariables<'translations', Prefix>;
