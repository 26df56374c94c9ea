import type { FieldMetadata } from '@conform-to/react/future';
import { createMonitoringApi, plotListQueryOptions, type PlotListItem } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeviceOwner } from '../../../lib/offline/device';
import { useSession } from '../../../lib/session/session-store';
import { withDeviceCopy } from '../../../lib/offline/device-copy';
import { TextField } from '../../../components/forms/text-field';

/** The levels of the customer's places (farm, region, plot, project, module) every record names. */
export const PLACE_LEVELS = ['gloc1', 'gloc2', 'gloc3', 'gloc4', 'gloc5'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];
export type Place = Record<PlaceLevel, string>;

/** A plot's places as a record stores them: a level the plot leaves empty stays to be typed. */
export function placeOfPlot(plot: Pick<PlotListItem, PlaceLevel>): Place {
  return {
    gloc1: plot.gloc1 ?? '',
    gloc2: plot.gloc2 ?? '',
    gloc3: plot.gloc3 ?? '',
    gloc4: plot.gloc4 ?? '',
    gloc5: plot.gloc5 ?? '',
  };
}

/**
 * The current customer's plots (the monitoring screens' list): where a record's places come from. A copy
 * stays on the device, so a field note's places can be picked offline (issue 18).
 */
export function useCustomerPlots() {
  const client = useDosselClient();
  const owner = useDeviceOwner();
  const customerId = useSession((state) => state.currentCustomer);
  const api = useMemo(() => ({ monitoring: createMonitoringApi(client.request) }), [client]);
  const query = { customer_id: customerId ?? 0 };
  return useQuery({
    ...withDeviceCopy({
      queryKey: plotListQueryOptions(api, query).queryKey,
      fetch: () => api.monitoring.plots.list(query),
      owner,
      name: 'plots',
    }),
    enabled: customerId !== null,
  });
}

export interface PlaceFieldsProps {
  /** The form's five place fields. */
  fields: Record<PlaceLevel, FieldMetadata<string | null | undefined>>;
  /** Puts a chosen plot's places in the fields. */
  onPlace: (place: Place) => void;
}

/**
 * Where a record happened: the five levels of the customer's places, typed, or filled at once by picking
 * one of the customer's plots (the picker is no field of the record: it only fills the levels).
 */
export function PlaceFields({ fields, onPlace }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const plots = useCustomerPlots();
  const labels: Place = {
    gloc1: t('fieldOperations.places.gloc1'),
    gloc2: t('fieldOperations.places.gloc2'),
    gloc3: t('fieldOperations.places.gloc3'),
    gloc4: t('fieldOperations.places.gloc4'),
    gloc5: t('fieldOperations.places.gloc5'),
  };
  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    const plot = plots.data?.find((candidate) => String(candidate.id) === event.currentTarget.value);
    if (plot) onPlace(placeOfPlot(plot));
  };
  return (
    <Stack gap="sm">
      {plots.data && plots.data.length > 0 ? (
        <NativeSelect
          label={t('fieldOperations.places.plot')}
          description={t('fieldOperations.places.plotHint')}
          defaultValue=""
          onChange={pick}
        >
          <option value="">--</option>
          {plots.data.map((plot) => (
            <option key={plot.id} value={plot.id}>
              {plot.gloc1 ? `${plot.name} (${plot.gloc1})` : plot.name}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {PLACE_LEVELS.map((level) => (
          <TextField key={level} field={fields[level]} label={labels[level]} autoComplete="off" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
