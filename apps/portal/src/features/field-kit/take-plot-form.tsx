import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldOwner, TakenPlot } from './field-plots-store';
import { useCustomerPlotShapes } from '../../hooks/use-customer-plot-shapes';
import { useTakePlot } from './use-field-plots';

/** Choose one of the customer's plots and keep it on the device (again: refreshed with newer grids). */
export function TakePlotForm({ owner, taken }: { owner: FieldOwner; taken: TakenPlot[] }) {
  const { t } = useTranslation();
  const shapes = useCustomerPlotShapes();
  const take = useTakePlot(owner);
  const [plotId, setPlotId] = useState<string | null>(null);
  const features = shapes.data?.features ?? [];
  const chosen = features.find((feature) => String(feature.id) === plotId) ?? null;
  const alreadyTaken = chosen !== null && taken.some((plot) => plot.plotId === chosen.id);
  const options = features.map((feature) => ({
    value: String(feature.id),
    label: [feature.properties.name, feature.properties.gloc1].filter(Boolean).join(' · '),
  }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) take.mutate(chosen);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('fieldKit.take.plot')}
          placeholder={t('fieldKit.take.placeholder')}
          data={options}
          value={plotId}
          onChange={(value) => {
            setPlotId(value);
            take.reset();
          }}
          searchable
          nothingFoundMessage={t('fieldKit.take.nothingFound')}
          disabled={!shapes.data}
          miw={260}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button type="submit" disabled={!chosen} loading={take.isPending}>
          {t(alreadyTaken ? 'fieldKit.take.refresh' : 'fieldKit.take.submit')}
        </Button>
      </Group>
      {take.isSuccess && chosen && (
        <Text role="status" mt="sm" c="forest.8">
          {t('fieldKit.take.done', { plot: chosen.properties.name })}
        </Text>
      )}
      {(take.error ?? shapes.error) && (
        <Alert color="red" mt="sm" role="alert">
          {rejectionMessage(take.error ?? shapes.error, t)}
        </Alert>
      )}
    </form>
  );
}
