import type { CsvAbout } from '@dossel/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { FarmSelect } from '../../../components/reports/farm-select';
import { QueryView } from '../../../components/reports/query-view';
import { useFarmFilter } from '../../../hooks/reports/use-farm-filter';
import { qualityQueries } from '../quality-queries';
import { latestDate, qualityRows } from '../quality-rows';
import { PerformanceByFarmChart } from './performance-by-farm-chart';
import { QualityTable } from './quality-table';
import { SurvivalDamageChart } from './survival-damage-chart';

/** The quality figures of a customer's plots, filtered by farm (kept in the address). */
export function QualityReport({ customerId }: { customerId: number }) {
  const options = qualityQueries({ monitoring: useMonitoringApi() }, customerId);
  const plots = useQuery(options.plots);
  const metrics = useQuery(options.metrics);
  const { farms, farm, setFarm, onFarm, csvFilter } = useFarmFilter(plots.data);

  const allRows = useMemo(
    () => (plots.data && metrics.data ? qualityRows(plots.data, metrics.data) : []),
    [plots.data, metrics.data],
  );
  const rows = onFarm(allRows);
  const filters: CsvAbout = [csvFilter];
  const dataDate = latestDate(rows);

  return (
    <>
      <FarmSelect farms={farms} value={farm} onChange={setFarm} />
      <QueryView query={plots}>
        {() => (
          <QueryView query={metrics} isEmpty={() => rows.length === 0}>
            {() => (
              <>
                <SurvivalDamageChart rows={rows} filters={filters} dataDate={dataDate} />
                <PerformanceByFarmChart rows={rows} filters={filters} dataDate={dataDate} />
                <QualityTable rows={rows} filters={filters} dataDate={dataDate} />
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </>
  );
}
