import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The farm (gloc1) a tab shows, or all of them; a native select stays easy on a phone. */
export function FarmSelect({
  farms,
  value,
  onChange,
}: {
  farms: readonly string[];
  value: string | null;
  onChange: (farm: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('reports.productivity.filters.farm')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[{ value: '', label: t('reports.productivity.filters.allFarms') }, ...farms]}
    />
  );
}

/** The farm filter as a CSV file names it. */
export function useFarmFilter(farm: string | null): readonly [string, string] {
  const { t } = useTranslation();
  return [t('reports.productivity.filters.farm'), farm ?? t('reports.productivity.filters.allFarms')];
}
