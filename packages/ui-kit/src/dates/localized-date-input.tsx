import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';

import { useDateFieldTexts } from './localized-dates';

export interface LocalizedDateInputProps extends Omit<DateInputProps, 'minDate' | 'maxDate'> {
  /** The text box people type in. */
  ref?: Ref<HTMLInputElement>;
  /** The first day the calendar offers, `YYYY-MM-DD`. @default none */
  minDate?: string;
  /** The last day the calendar offers, `YYYY-MM-DD`. @default none */
  maxDate?: string;
}

/**
 * Mantine's DateInput in the user's language (format, parser, the calendar's and clear button's names).
 * The calendar opens on a click only, not on focus or typing: a typist (its calendar takes no keyboard)
 * keeps sight of the fields below instead of a calendar over them. A pick, Escape or leaving closes it.
 * `minDate` and `maxDate` grey out the calendar's days only: a typed day beyond them is taken, for the
 * form's schema to refuse in its own words (Mantine's would drop it without a word).
 */
export function LocalizedDateInput({
  onChange,
  onClick,
  onKeyDown,
  onBlur,
  minDate,
  maxDate,
  getDayProps,
  ...props
}: LocalizedDateInputProps) {
  const texts = useDateFieldTexts();
  const [opened, setOpened] = useState(false);
  return (
    <DateInput
      valueFormat={texts.valueFormat}
      dateParser={texts.dateParser}
      ariaLabels={texts.ariaLabels}
      clearButtonProps={texts.clearButtonProps}
      popoverProps={{ opened }}
      getDayProps={(day) => ({
        ...getDayProps?.(day),
        ...(((minDate && day < minDate) || (maxDate && day > maxDate)) && { disabled: true }),
      })}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        setOpened(true);
        onClick?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape') setOpened(false);
        onKeyDown?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setOpened(false);
        onBlur?.(event);
      }}
      onChange={(value) => {
        setOpened(false);
        onChange?.(value);
      }}
      {...props}
    />
  );
}
