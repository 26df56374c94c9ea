import type { FieldMetadata } from '@conform-to/react/future';
import { DatePickerInput } from '@mantine/dates';
import { useRef } from 'react';

import { useDateFieldTexts } from '@dossel/ui-kit/dates';
import { useDayControl } from '../../../components/forms/use-day-control';

export interface PickedDateFieldProps {
  /** The Conform field holding the day, `YYYY-MM-DD`. */
  field: FieldMetadata<unknown>;
  label: string;
  /** Says how the date is chosen. */
  description: string;
}

/**
 * A date that can only be picked (spec section 2): a button that opens a calendar in the user's
 * language (a click, Enter or Space; arrows move among the days), with nothing to type into, so no
 * half-typed day is ever sent.
 */
export function PickedDateField({ field, label, description }: PickedDateFieldProps) {
  const texts = useDateFieldTexts();
  const shown = useRef<HTMLButtonElement>(null);
  const day = useDayControl(field, shown);
  return (
    <>
      {day.namedInput}
      <DatePickerInput
        ref={shown}
        id={field.id}
        value={day.value}
        onChange={day.change}
        // Checked once the calendar closes, as a typed field is on blur.
        onDropdownClose={day.blur}
        required={field.required}
        error={day.error}
        label={label}
        description={description}
        valueFormat={texts.valueFormat}
        ariaLabels={texts.ariaLabels}
        maw="14rem"
      />
    </>
  );
}
