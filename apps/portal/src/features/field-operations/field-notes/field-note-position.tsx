import { plotAt, type PlotListItem } from '@dossel/api-client';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentPosition, type DevicePosition } from '../../../lib/offline/position';
import { useCustomerPlotShapes } from '../../../hooks/use-customer-plot-shapes';

/** A note's position and the plot it fell in (null outside the customer's plots, or not known). */
export interface NotePosition extends DevicePosition {
  plot: Pick<PlotListItem, 'id' | 'name' | 'gloc1' | 'gloc2' | 'gloc3' | 'gloc4' | 'gloc5'> | null;
}

export interface FieldNotePositionProps {
  value: NotePosition | null;
  onChange: (position: NotePosition | null) => void;
  /** Fills the note's places with the plot the position fell in. */
  onFillPlaces: (plot: NonNullable<NotePosition['plot']>) => void;
  /** Reads the device's position. @default the browser's geolocation */
  locate?: () => Promise<DevicePosition>;
}

/**
 * "Use my position": the device's position with its accuracy ('±12 m, in plot CES-001'), the plot found
 * among the customer's plots kept on the device (so it works offline), and an offer to fill the places.
 */
export function FieldNotePosition({
  value,
  onChange,
  onFillPlaces,
  locate = currentPosition,
}: FieldNotePositionProps) {
  const { t } = useTranslation();
  const shapes = useCustomerPlotShapes();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const use = async () => {
    setLocating(true);
    setFailure(null);
    try {
      const position = await locate();
      const feature = shapes.data ? plotAt(shapes.data, position.longitude, position.latitude) : null;
      onChange({ ...position, plot: feature?.properties ?? null });
    } catch (error) {
      setFailure(
        error instanceof Error && error.message === 'denied'
          ? t('fieldOperations.fieldNotes.position.denied')
          : t('fieldOperations.fieldNotes.position.unavailable'),
      );
    } finally {
      setLocating(false);
    }
  };

  const meters = value ? Math.round(value.accuracyM) : 0;
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Button variant="default" onClick={() => void use()} loading={locating}>
          {t('fieldOperations.fieldNotes.position.use')}
        </Button>
        {value ? (
          <Button variant="subtle" color="gray" c="gray.8" onClick={() => onChange(null)}>
            {t('fieldOperations.fieldNotes.position.clear')}
          </Button>
        ) : null}
      </Group>
      <div role="status" aria-live="polite">
        {value ? (
          <Group gap="sm">
            <Text size="sm">
              {value.plot
                ? t('fieldOperations.fieldNotes.position.inPlot', { meters, plot: value.plot.name })
                : t('fieldOperations.fieldNotes.position.outside', { meters })}
            </Text>
            {value.plot ? (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => value.plot && onFillPlaces(value.plot)}
              >
                {t('fieldOperations.fieldNotes.position.fill', { plot: value.plot.name })}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {failure ? (
          <Text size="sm" c="red.8">
            {failure}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
