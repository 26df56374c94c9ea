import type { MonitoringGrid, MonitoringKind } from '@dossel/api-client';
import { fileSlug, saveFile } from '@dossel/ui-kit';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';
import { useReportCustomer } from '../../../lib/report-customer';
import { flaggedAreasGeoJson, type FlaggedPlot } from '../lib/flagged-areas';
import type { FilterSummary } from './map-filters';

interface FlaggedAreasButtonProps {
  kind: MonitoringKind;
  date: string;
  /** The grids shown (the filters applied). */
  grids: readonly MonitoringGrid[];
  plots: ReadonlyMap<number, FlaggedPlot>;
  filterSummary: FilterSummary;
  /** While the grids load there is nothing to export yet. */
  disabled?: boolean;
}

/**
 * Downloads the infested (weeds) or affected (anomalies) cells shown as GeoJSON polygons, for a GIS. The
 * file says what it holds (customer, kind, date, image dates, filters, when made) and is named after the
 * customer and the date.
 */
export function FlaggedAreasButton(props: FlaggedAreasButtonProps) {
  const { kind, date, grids, plots, filterSummary, disabled = false } = props;
  const { t } = useTranslation();
  const customer = useReportCustomer();

  const download = () => {
    const geojson = flaggedAreasGeoJson(grids, plots, {
      customer: { id: customer.id, name: customer.name },
      kind,
      date,
      filters: Object.fromEntries(filterSummary),
      generatedAt: new Date().toISOString(),
    });
    if (geojson.features.length === 0) {
      notify.info(t('reports.csv.noData'));
      return;
    }
    const name = `${fileSlug(t(`reports.map.${kind}.geojsonTitle`))}-${fileSlug(customer.name)}-${date}.geojson`;
    saveFile(new Blob([JSON.stringify(geojson)], { type: 'application/geo+json' }), name);
  };

  return (
    <Button variant="default" size="xs" onClick={download} disabled={disabled}>
      {t(`reports.map.${kind}.geojsonButton`)}
    </Button>
  );
}
