import type { DateRange, WeatherPlaceQuery } from '@dossel/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useMonitoringApi } from '../../../hooks/reports/use-monitoring-api';
import { weatherQueries } from './weather-queries';

/** The api in the shape the contract's query option factories take. */
function useApi() {
  const monitoring = useMonitoringApi();
  return useMemo(() => ({ monitoring }), [monitoring]);
}

export function useWeatherLocations(customerId: number) {
  return useQuery(weatherQueries.locations(useApi(), customerId));
}

export function useWeatherMonthly(place: WeatherPlaceQuery, range: DateRange) {
  return useQuery(weatherQueries.history(useApi(), place, range));
}

export function useWeatherRecent(place: WeatherPlaceQuery) {
  return useQuery(weatherQueries.recent(useApi(), place));
}

export function useWeatherForecast(place: WeatherPlaceQuery) {
  return useQuery(weatherQueries.forecast(useApi(), place));
}
