import { NativeSelect } from '@mantine/core';

export interface FarmSelectProps {
  /** The farms to choose from (`useFarmFilter().farms`). */
  farms: readonly string[];
  /** The chosen farm; null for all. */
  value: string | null;
  onChange: (farm: string | null) => void;
  /** The label of the field, in the screen's words. */
  label: string;
  /** The option that shows every farm. */
  allLabel: string;
}

/** The farm filter of a report screen; a native select stays easy on a phone. */
export function FarmSelect({ farms, value, onChange, label, allLabel }: FarmSelectProps) {
  return (
    <NativeSelect
      label={label}
      maw={{ sm: 360 }}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[{ value: '', label: allLabel }, ...farms.map((farm) => ({ value: farm, label: farm }))]}
    />
  );
}
