import { useControl, type FieldMetadata } from '@conform-to/react/future';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { LocalizedDateInput, type LocalizedDateInputProps } from './localized-date-input';

export interface DateFieldProps extends Omit<
  LocalizedDateInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'form'
> {
  /** The Conform field holding the day as `YYYY-MM-DD`: its name, id, default, `required` and errors (i18n keys). */
  field: FieldMetadata<unknown>;
  label: string;
}

/**
 * A date bound to a Conform field: typed in the user's language (dd/mm/yyyy, or mm/dd/yyyy in en-US) or
 * picked from a calendar in that language. The form reads the day from a named input as `YYYY-MM-DD`,
 * which Conform's control keeps (so blur and input validate as on any field, and intents reach it); an
 * optional field can be cleared.
 */
export function DateField({ field, required, clearable, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const shown = useRef<HTMLInputElement>(null);
  const { register, defaultValue, value, change, blur } = useControl({
    defaultValue: typeof field.defaultValue === 'string' ? field.defaultValue : '',
    // A submit with errors focuses the field's named input: the one people type in takes it.
    onFocus: () => shown.current?.focus(),
  });
  const error = field.errors?.[0];
  const isRequired = required ?? field.required ?? false;
  return (
    <>
      <input
        ref={register}
        name={field.name}
        defaultValue={typeof defaultValue === 'string' ? defaultValue : ''}
        hidden
      />
      <LocalizedDateInput
        ref={shown}
        id={field.id}
        value={value || null}
        onChange={(day) => change(day ?? '')}
        onBlur={() => blur()}
        required={isRequired}
        clearable={clearable ?? !isRequired}
        error={typeof error === 'string' ? t(error) : undefined}
        {...props}
      />
    </>
  );
}
