import type { CsvAbout } from '@dossel/ui-kit';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { FarmSelect } from '../../../components/reports/farm-select';
import { QueryView } from '../../../components/reports/query-view';
import { useFarmFilter } from '../../../hooks/reports/use-farm-filter';
import { altitudeBandAreas, slopeClassAreas, soilOrderAreas, texturalClassAreas } from '../soil-classes';
import { soilReliefQuery } from '../soil-relief-query';
import { useSoilLabels } from '../use-soil-labels';
import { AreaClassChart } from './area-class-chart';
import { SoilTable } from './soil-table';

/**
 * Soil and relief of a customer's plots, filtered by farm (kept in the address): the area by soil order,
 * textural class, altitude band and slope class, and a table per plot. Each chart says so on its own
 * when it has nothing to show (spec section 8).
 */
export function SoilReliefReport({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const soils = useQuery(soilReliefQuery({ monitoring: useMonitoringApi() }, customerId));
  const { farms, farm, setFarm, onFarm, csvFilter } = useFarmFilter(soils.data);
  const labels = useSoilLabels();
  const filters: CsvAbout = [csvFilter];

  return (
    <>
      <FarmSelect farms={farms} value={farm} onChange={setFarm} />
      <QueryView query={soils}>
        {(all) => {
          const rows = onFarm(all);
          return (
            <>
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <AreaClassChart
                  title={t('reports.soilRelief.soilOrder.title')}
                  emptyText={t('reports.soilRelief.soilOrder.empty')}
                  classHeader={t('reports.soilRelief.columns.soilOrder')}
                  classes={soilOrderAreas(rows)}
                  labelOf={labels.soilOrder}
                  filters={filters}
                  layout="bars"
                  color="var(--mantine-color-orange-8)"
                />
                <AreaClassChart
                  title={t('reports.soilRelief.texturalClass.title')}
                  emptyText={t('reports.soilRelief.texturalClass.empty')}
                  classHeader={t('reports.soilRelief.columns.texturalClass')}
                  classes={texturalClassAreas(rows)}
                  labelOf={labels.texturalClass}
                  filters={filters}
                  layout="bars"
                  color="var(--mantine-color-yellow-8)"
                />
                <AreaClassChart
                  title={t('reports.soilRelief.altitude.title')}
                  description={t('reports.soilRelief.altitude.description')}
                  emptyText={t('reports.soilRelief.altitude.empty')}
                  classHeader={t('reports.soilRelief.columns.altitudeBand')}
                  classes={altitudeBandAreas(rows)}
                  labelOf={labels.altitudeBand}
                  filters={filters}
                  layout="columns"
                  color="var(--mantine-color-teal-8)"
                />
                <AreaClassChart
                  title={t('reports.soilRelief.slope.title')}
                  emptyText={t('reports.soilRelief.slope.empty')}
                  classHeader={t('reports.soilRelief.columns.slopeClass')}
                  classes={slopeClassAreas(rows)}
                  labelOf={labels.slopeClass}
                  filters={filters}
                  layout="bars"
                  color="var(--mantine-color-grape-8)"
                />
              </SimpleGrid>
              <SoilTable rows={rows} filters={filters} />
            </>
          );
        }}
      </QueryView>
    </>
  );
}
