import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FarmSelectProps {
  /** The farms to choose from (`useFarmFilter().farms`). */
  farms: readonly string[];
  /** The chosen farm; null for all. */
  value: string | null;
  onChange: (farm: string | null) => void;
}

/** The farm filter of a report screen; a native select stays easy on a phone. */
export function FarmSelect({ farms, value, onChange }: FarmSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('reports.filters.farm')}
      maw={{ sm: 360 }}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('reports.filters.allFarms') },
        ...farms.map((farm) => ({ value: farm, label: farm })),
      ]}
    />
  );
}
