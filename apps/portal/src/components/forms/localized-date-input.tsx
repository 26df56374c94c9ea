import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';

import { useDateFieldTexts } from './date-settings';

export interface LocalizedDateInputProps extends DateInputProps {
  /** The text box people type in. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Mantine's DateInput in the user's language (format, parser, the calendar's and clear button's names).
 * The calendar opens on a click only, not on focus or typing: a typist (its calendar takes no keyboard)
 * keeps sight of the fields below instead of a calendar over them. A pick, Escape or leaving closes it.
 */
export function LocalizedDateInput({
  onChange,
  onClick,
  onKeyDown,
  onBlur,
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
