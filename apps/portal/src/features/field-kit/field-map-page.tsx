import { plotAt, type MonitoringKind } from '@dossel/api-client';
import { WeedMap } from '@dossel/portal-widgets';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ReportPage } from '../../components/reports/report-page';
import { useDeviceOwner, useOnline } from '../../lib/offline/device';
import type { FieldOwner, TakenPlot } from './field-plots-store';
import { TakePlotForm } from './take-plot-form';
import { TakenPlotsList } from './taken-plots-list';
import { useTakenPlots } from './use-field-plots';
import { useWatchedPosition } from './use-watched-position';

/**
 * `/field-map` (issue 18): the plots a user took to the field, with their latest weed and anomaly grids,
 * drawn from the device with no network, and where the user stands among them.
 */
export function FieldMapPage() {
  return <ReportPage screenId="fieldMap">{() => <FieldMap />}</ReportPage>;
}

function FieldMap() {
  const { t } = useTranslation();
  const owner = useDeviceOwner();
  const online = useOnline();
  const taken = useTakenPlots(owner);
  return (
    <Stack gap="lg">
      <Text maw="70ch">{t('fieldKit.intro')}</Text>
      {taken.data && taken.data.length > 0 ? (
        <FieldMapCard plots={taken.data} />
      ) : taken.data ? (
        <Alert color="gray" title={t('fieldKit.none')}>
          {t('fieldKit.noneHint')}
        </Alert>
      ) : null}
      {owner && taken.data && <TakenPlotsList owner={owner} plots={taken.data} />}
      {owner && <TakePanel owner={owner} online={online} taken={taken.data ?? []} />}
    </Stack>
  );
}

function TakePanel({ owner, online, taken }: { owner: FieldOwner; online: boolean; taken: TakenPlot[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="field-kit-take">
      <Stack gap="sm">
        <Title order={2} size="h4" id="field-kit-take">
          {t('fieldKit.take.title')}
        </Title>
        {online ? (
          <TakePlotForm owner={owner} taken={taken} />
        ) : (
          <Text c="dimmed">{t('fieldKit.take.offline')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The map of the taken plots: weeds or anomalies, the chosen plot framed, the user's position on demand. */
function FieldMapCard({ plots }: { plots: TakenPlot[] }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MonitoringKind>('weeds');
  const [chosen, setChosen] = useState<number | null>(null);
  const [watching, setWatching] = useState(false);
  const { position, failure } = useWatchedPosition(watching);
  const collection = useMemo(
    () => ({ type: 'FeatureCollection' as const, features: plots.map((plot) => plot.feature) }),
    [plots],
  );
  const grids = useMemo(() => plots.map((plot) => plot[kind]), [plots, kind]);
  const here = position && plotAt(collection, position.lon, position.lat);
  // A plot taken off the device is no longer chosen.
  const selected = plots.some((plot) => plot.plotId === chosen) ? chosen : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="field-kit-map">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="field-kit-map">
            {t('fieldKit.mapTitle')}
          </Title>
          <Group gap="sm">
            <SegmentedControl
              value={kind}
              onChange={(value) => setKind(value as MonitoringKind)}
              data={[
                { value: 'weeds', label: t('menu.items.weedCompetition') },
                { value: 'anomalies', label: t('menu.items.anomaly') },
              ]}
              aria-label={t('fieldKit.kind')}
            />
            <Button variant="light" aria-pressed={watching} onClick={() => setWatching((on) => !on)}>
              {t(watching ? 'fieldKit.position.hide' : 'fieldKit.position.show')}
            </Button>
          </Group>
        </Group>
        <PositionLine watching={watching} failure={failure} found={position !== null} here={here} />
        <WeedMap
          kind={kind}
          plots={collection}
          grids={grids}
          selectedPlotId={selected}
          onSelectPlot={setChosen}
          position={position}
          height={420}
        />
      </Stack>
    </Paper>
  );
}

function PositionLine({
  watching,
  failure,
  found,
  here,
}: {
  watching: boolean;
  failure: ReturnType<typeof useWatchedPosition>['failure'];
  found: boolean;
  here: TakenPlot['feature'] | null;
}) {
  const { t } = useTranslation();
  if (!watching) return null;
  const text = failure
    ? t(failure === 'denied' ? 'fieldKit.position.denied' : 'fieldKit.position.unavailable')
    : !found
      ? t('fieldKit.position.locating')
      : here
        ? t('fieldKit.position.inPlot', { plot: here.properties.name })
        : t('fieldKit.position.outside');
  return (
    <Text role="status" c={failure ? 'red.8' : undefined}>
      {text}
    </Text>
  );
}
