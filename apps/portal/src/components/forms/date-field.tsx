import type { FieldMetadata } from '@conform-to/react/future';
import { useRef } from 'react';

import { LocalizedDateInput, type LocalizedDateInputProps } from '@dossel/ui-kit/dates';
import { useDayControl } from './use-day-control';

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
 * picked from a calendar in that language. Blur and input validate as on any field, and intents reach
 * it; an optional field can be cleared.
 */
export function DateField({ field, required, clearable, ...props }: DateFieldProps) {
  const shown = useRef<HTMLInputElement>(null);
  const day = useDayControl(field, shown);
  const isRequired = required ?? field.required ?? false;
  return (
    <>
      {day.namedInput}
      <LocalizedDateInput
        ref={shown}
        id={field.id}
        value={day.value}
        onChange={day.change}
        onBlur={day.blur}
        required={isRequired}
        clearable={clearable ?? !isRequired}
        error={day.error}
        {...props}
      />
    </>
  );
}
