import { LocalizedDateInput, type LocalizedDateInputProps } from './localized-date-input';

export interface DateFilterProps extends Omit<
  LocalizedDateInputProps,
  'value' | 'defaultValue' | 'onChange'
> {
  /** The day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with the new day as `YYYY-MM-DD`, or '' once cleared. */
  onChange: (value: string) => void;
  label: string;
}

/**
 * A date a screen holds itself (a list's filter, a small form kept in state): typed in the user's
 * language or picked from a calendar in it, handed over as `YYYY-MM-DD`. Clearable unless required.
 */
export function DateFilter({ value, onChange, required, clearable, ...props }: DateFilterProps) {
  return (
    <LocalizedDateInput
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      required={required}
      clearable={clearable ?? !required}
      {...props}
    />
  );
}
