import { useControl, type FieldMetadata } from '@conform-to/react/future';
import { DatePickerInput } from '@mantine/dates';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useDateFieldTexts } from '../../../components/forms/date-settings';

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
 * half-typed day is ever sent. The form reads the day as `YYYY-MM-DD` from Conform's control.
 */
export function PickedDateField({ field, label, description }: PickedDateFieldProps) {
  const { t } = useTranslation();
  const texts = useDateFieldTexts();
  const shown = useRef<HTMLButtonElement>(null);
  const { register, defaultValue, value, change, blur } = useControl({
    defaultValue: typeof field.defaultValue === 'string' ? field.defaultValue : '',
    onFocus: () => shown.current?.focus(),
  });
  const error = field.errors?.[0];
  return (
    <>
      <input
        ref={register}
        name={field.name}
        defaultValue={typeof defaultValue === 'string' ? defaultValue : ''}
        hidden
      />
      <DatePickerInput
        ref={shown}
        id={field.id}
        value={value || null}
        onChange={(day) => change(day ?? '')}
        // Checked once the calendar closes, as a typed field is on blur.
        onDropdownClose={() => blur()}
        required={field.required}
        error={typeof error === 'string' ? t(error) : undefined}
        label={label}
        description={description}
        valueFormat={texts.valueFormat}
        ariaLabels={texts.ariaLabels}
        maw="14rem"
      />
    </>
  );
}
