import { climateSeriesRange, type WeatherLocation } from '@dossel/api-client';
import type { CsvAbout } from '@dossel/ui-kit';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { QueryView } from '../../../components/reports/query-view';
import { useWeatherLocations, useWeatherMonthly } from '../api/use-weather-queries';
import { chosenLocation, LOCATION_PARAM, weatherPlace } from '../api/weather-queries';
import { isoToday } from '../../../lib/dates';
import { AridityCard } from './aridity-card';
import { ForecastCard } from './forecast-card';
import { MonthlyNormalsChart } from './monthly-normals-chart';
import { RecentRain } from './recent-rain';
import { YearlyPrecipitationChart } from './yearly-precipitation-chart';

/** The weather screen of one customer: a place to pick, then its parts. */
export function WeatherReport({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const locations = useWeatherLocations(customerId);
  const [params, setParams] = useSearchParams();

  return (
    <QueryView query={locations} isEmpty={(list) => list.length === 0} skeletonHeight={60}>
      {(list) => {
        const location = chosenLocation(list, params);
        if (!location) return null;
        return (
          <Stack gap="lg">
            <NativeSelect
              label={t('reports.weather.location')}
              maw={360}
              value={String(location.id)}
              data={list.map((entry) => ({ value: String(entry.id), label: entry.name }))}
              onChange={(event) =>
                setParams(
                  (current) => {
                    current.set(LOCATION_PARAM, event.currentTarget.value);
                    return current;
                  },
                  { replace: true },
                )
              }
            />
            <WeatherOfPlace key={location.id} customerId={customerId} location={location} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

function WeatherOfPlace({ customerId, location }: { customerId: number; location: WeatherLocation }) {
  const { t } = useTranslation();
  const today = isoToday();
  const range = climateSeriesRange(today);
  const place = weatherPlace(customerId, location);
  const history = useWeatherMonthly(place, range);
  const filters: CsvAbout = [[t('reports.weather.location'), location.name]];

  return (
    <Stack gap="lg">
      <RecentRain place={place} />
      <ForecastCard place={place} filters={filters} />
      <QueryView query={history} isEmpty={(data) => data.months.length === 0} skeletonHeight={320}>
        {({ months }) => (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <YearlyPrecipitationChart months={months} today={today} filters={filters} />
              <MonthlyNormalsChart months={months} range={range} filters={filters} />
            </SimpleGrid>
            <AridityCard months={months} at={range.to} filters={filters} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
