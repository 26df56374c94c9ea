import type { FieldMetadata } from '@conform-to/react/future';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/translation-keys';

/** One choice of a select: the record's id (or an option list's value) and the name people know it by. */
export interface SelectFieldOption {
  value: number | string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  NativeSelectProps,
  'data' | 'name' | 'defaultValue' | 'error' | 'children'
> {
  /** The choices; undefined while they load (the select waits, disabled). */
  options: readonly SelectFieldOption[] | undefined;
  /** The Conform field holding the chosen id; leave out when the host controls `value`. @default none */
  field?: FieldMetadata<unknown>;
  /** Why the choices could not load, or another error of the host's. @default the field's error */
  error?: string;
  /** The option that chooses nothing. @default '--' (spec section 2) */
  emptyLabel?: string;
  label: string;
}

/**
 * A native select of records by id, for register forms and filters: the browser's own control, so it
 * is labelled, keyboard-driven and part of the form without glue. Bound to a Conform field it takes the
 * field's name, default, `required` and error (an i18n key, turned into text here).
 */
export function SelectField({
  options,
  field,
  error,
  emptyLabel = '--',
  disabled,
  ...props
}: SelectFieldProps) {
  const { t } = useTranslation();
  const fieldError = field?.errors?.[0];
  const shownError = error ?? (typeof fieldError === 'string' ? messageText(t, fieldError) : undefined);
  const bound = field && {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.defaultValue === 'string' ? field.defaultValue : '',
    required: field.required,
  };
  return (
    <NativeSelect
      // A native select applies its default only when first drawn: draw it again once the choices are in.
      key={options ? 'ready' : 'loading'}
      {...bound}
      error={shownError}
      disabled={!options || disabled}
      {...props}
    >
      {options ? (
        <>
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      ) : (
        <option value="">{t('common.loading')}</option>
      )}
    </NativeSelect>
  );
}
