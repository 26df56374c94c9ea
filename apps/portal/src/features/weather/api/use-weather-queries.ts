import {
  weatherForecastQueryOptions,
  weatherLocationsQueryOptions,
  weatherMonthlyQueryOptions,
  weatherRecentQueryOptions,
  type WeatherPlaceQuery,
  type WeatherQuery,
} from '@dossel/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useMonitoringApi } from '../../reports/api/use-monitoring-api';

/** The api in the shape the contract's query option factories take. */
function useApi() {
  const monitoring = useMonitoringApi();
  return useMemo(() => ({ monitoring }), [monitoring]);
}

export function useWeatherLocations(customerId: number) {
  return useQuery(weatherLocationsQueryOptions(useApi(), { customer_id: customerId }));
}

export function useWeatherMonthly(query: WeatherQuery) {
  return useQuery(weatherMonthlyQueryOptions(useApi(), query));
}

export function useWeatherRecent(query: WeatherPlaceQuery) {
  return useQuery(weatherRecentQueryOptions(useApi(), query));
}

export function useWeatherForecast(query: WeatherPlaceQuery) {
  return useQuery(weatherForecastQueryOptions(useApi(), query));
}
