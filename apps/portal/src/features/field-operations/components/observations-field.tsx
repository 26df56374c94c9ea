import type { FieldMetadata } from '@conform-to/react/future';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/translation-keys';

export interface ObservationsFieldProps {
  /** The Conform field of the record's free text (`observacoes`). */
  field: FieldMetadata<string | null | undefined>;
  label: string;
}

/** A record's observations: free text over a few lines, bound to its Conform field like the text fields. */
export function ObservationsField({ field, label }: ObservationsFieldProps) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <Textarea
      id={field.id}
      name={field.name}
      defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : ''}
      error={typeof error === 'string' ? messageText(t, error) : undefined}
      label={label}
      autosize
      minRows={3}
    />
  );
}
