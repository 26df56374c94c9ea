// Message choices shared by every schema. Messages are i18n keys (locales/*.json), never texts.

/**
 * The message of a required field's type check: nothing given (missing, null or empty) says `validation.required`, a value of
 * the wrong kind (text where a number belongs, say) says `validation.invalid` — a user who typed
 * something must not be told the field is empty.
 */
export const requiredOrInvalid = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? 'validation.required'
    : 'validation.invalid';
