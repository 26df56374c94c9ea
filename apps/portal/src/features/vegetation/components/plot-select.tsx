import type { PlotListItem } from '@dossel/api-client';
import { NativeSelect, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface PlotSelectProps {
  plots: readonly PlotListItem[];
  value: number | null;
  onChange: (plotId: number) => void;
}

/** The plots grouped by farm, in their order within each farm. */
function byFarm(
  plots: readonly PlotListItem[],
): Array<ComboboxItem | ComboboxItemGroup<ComboboxItem, string>> {
  const farms = new Map<string, ComboboxItem[]>();
  for (const plot of plots) {
    const farm = plot.gloc1 ?? '';
    farms.set(farm, [...(farms.get(farm) ?? []), { value: String(plot.id), label: plot.name }]);
  }
  return [...farms].flatMap(([farm, items]): Array<ComboboxItem | ComboboxItemGroup<ComboboxItem, string>> =>
    farm ? [{ group: farm, items }] : items,
  );
}

/** The plot whose series the screen shows; a native select stays easy on a phone. */
export function PlotSelect({ plots, value, onChange }: PlotSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => byFarm(plots), [plots]);
  return (
    <NativeSelect
      label={t('reports.vegetation.plot')}
      maw={{ sm: 360 }}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={data}
    />
  );
}
