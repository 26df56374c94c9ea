import { useControl, type FieldMetadata } from '@conform-to/react/future';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { messageText } from '../../lib/translation-keys';

/**
 * A day (`YYYY-MM-DD`) bound to a Conform field, for a Mantine date control. The form reads the day
 * from the named input this returns, which Conform's control keeps, not from the hidden input Mantine
 * renders for `name` (set by React, it fires no events: blur validation, revalidation on input and
 * intents would not reach it; decision 020). A submit with errors focuses `shown`, the visible control
 * (the caller's ref, so that what this returns holds no ref to read while rendering).
 */
export function useDayControl(field: FieldMetadata<unknown>, shown: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  const { register, defaultValue, value, change, blur } = useControl({
    defaultValue: typeof field.defaultValue === 'string' ? field.defaultValue : '',
    onFocus: () => shown.current?.focus(),
  });
  const error = field.errors?.[0];
  return {
    namedInput: (
      <input
        ref={register}
        name={field.name}
        defaultValue={typeof defaultValue === 'string' ? defaultValue : ''}
        hidden
      />
    ),
    value: value || null,
    change: (day: string | null) => change(day ?? ''),
    blur: () => blur(),
    /** The field's first error, in the user's language. */
    error: typeof error === 'string' ? messageText(t, error) : undefined,
  };
}
