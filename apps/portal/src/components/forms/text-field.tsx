import type { FieldMetadata } from '@conform-to/react/future';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../lib/translation-keys';

export interface TextFieldProps extends Omit<TextInputProps, 'name' | 'defaultValue' | 'error'> {
  /** The Conform field: its name, id, default, `required` and errors (i18n keys). */
  field: FieldMetadata<string | null | undefined>;
  label: string;
}

/**
 * A text input bound to a Conform field. Mantine links the label, and the error by id with
 * aria-invalid; the schema's message keys become text only here.
 */
export function TextField({ field, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <TextInput
      id={field.id}
      name={field.name}
      defaultValue={field.defaultValue}
      required={field.required}
      error={typeof error === 'string' ? messageText(t, error) : undefined}
      {...props}
    />
  );
}
