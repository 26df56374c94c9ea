import type { FieldMetadata } from '@conform-to/react/future';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/translation-keys';

export interface NumberFieldProps extends Omit<TextInputProps, 'name' | 'defaultValue' | 'error' | 'type'> {
  /** The Conform field: its name, id, default, `required` and errors (i18n keys). */
  field: FieldMetadata<unknown>;
  label: string;
  /** The steps the browser's arrows take and accept, e.g. '0.01'. @default 'any': every decimal */
  step?: string;
}

/**
 * A number input bound to a Conform field. The browser hands over the number with a decimal point
 * whatever the reader's language; the form turns the text into a number, and empty into null, with the
 * API's schema.
 */
export function NumberField({ field, step = 'any', ...props }: NumberFieldProps) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      step={step}
      id={field.id}
      name={field.name}
      defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : ''}
      required={field.required}
      error={typeof error === 'string' ? messageText(t, error) : undefined}
      {...props}
    />
  );
}
