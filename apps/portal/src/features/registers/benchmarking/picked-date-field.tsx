import type { FieldMetadata } from '@conform-to/react/future';
import { TextInput } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickedDateFieldProps {
  /** The Conform field holding the day, `YYYY-MM-DD`. */
  field: FieldMetadata<unknown>;
  label: string;
  /** Says how the date is chosen. */
  description: string;
}

/** Keys that move focus or leave the field: everything else would type into it. */
const PASSING_KEYS = new Set(['Tab', 'Escape']);

/** Opens the browser's calendar; a frame that may not show it (a cross-origin embed) keeps the field as is. */
function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker();
  } catch {
    // The calendar stays reachable through the field's own button.
  }
}

/**
 * A date that can only be picked (spec section 2): the browser's own calendar, opened by a click, Enter
 * or Space, with typing turned off so no half-typed day is ever sent. A native `<input type="date">`
 * because Mantine's DateInput lives in @mantine/dates, which the portal does not carry.
 */
export function PickedDateField({ field, label, description }: PickedDateFieldProps) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (PASSING_KEYS.has(event.key)) return;
    event.preventDefault();
    if (event.key === 'Enter' || event.key === ' ') openPicker(event.currentTarget);
  };
  return (
    <TextInput
      type="date"
      id={field.id}
      name={field.name}
      defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : ''}
      required={field.required}
      error={typeof error === 'string' ? t(error) : undefined}
      label={label}
      description={description}
      onKeyDown={onKeyDown}
      // Pasting would type too.
      onPaste={(event) => event.preventDefault()}
      onClick={(event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget)}
      maw="14rem"
    />
  );
}
