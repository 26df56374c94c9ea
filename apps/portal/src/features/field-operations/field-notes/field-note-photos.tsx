import { fieldNotePhotoLimitsQueryOptions } from '@dossel/api-client';
import { ActionIcon, Box, FileButton, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PhotoToQueue } from '../../../lib/offline/note-queue';
import { withDeviceCopy } from '../../../lib/offline/device-copy';
import { useDeviceOwner } from '../../../lib/offline/device';
import { compressPhoto, type CompressLimits } from '../../../lib/offline/photo-compress';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { PhotoThumb } from './photo-thumb';

/** The server's defaults, for a device that never read the limits and is offline now. */
const DEFAULT_LIMITS = { maxEdgePx: 1600, jpegQuality: 0.8, maxPhotosPerNote: 10 };

/** How photos are prepared here: the server's limits, kept on the device for offline notes. */
function usePhotoLimits(): CompressLimits & { maxPhotosPerNote: number } {
  const api = useFieldOperationsApi();
  const owner = useDeviceOwner();
  const limits = useQuery({
    ...withDeviceCopy({
      queryKey: fieldNotePhotoLimitsQueryOptions(api).queryKey,
      fetch: () => api.fieldOperations.fieldNotes.photoLimits(),
      owner,
      name: 'photo-limits',
    }),
    staleTime: Infinity,
  });
  return limits.data ?? DEFAULT_LIMITS;
}

export interface FieldNotePhotosProps {
  photos: readonly PhotoToQueue[];
  onChange: (photos: PhotoToQueue[]) => void;
}

/**
 * A note's photos: the camera on a phone, files elsewhere; each picked photo is reduced on the device
 * (the server's longest side and JPEG quality, a 320 px thumbnail) before it is kept, and can be removed.
 */
export function FieldNotePhotos({ photos, onChange }: FieldNotePhotosProps) {
  const { t } = useTranslation();
  const limits = usePhotoLimits();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    setProblem(null);
    const room = limits.maxPhotosPerNote - photos.length;
    if (files.length > room)
      setProblem(t('fieldOperations.fieldNotes.photos.tooMany', { max: limits.maxPhotosPerNote }));
    setPreparing(true);
    const added: PhotoToQueue[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        const compressed = await compressPhoto(file, limits);
        added.push({
          clientKey: crypto.randomUUID(),
          ...compressed,
          bytes: compressed.blob.size,
          // A camera's file is dated when it was taken; the device's clock is the best we have.
          takenAt: new Date(file.lastModified || Date.now()).toISOString(),
        });
      } catch {
        setProblem(t('fieldOperations.fieldNotes.photos.unreadable', { name: file.name }));
      }
    }
    setPreparing(false);
    onChange([...photos, ...added]);
  };

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500}>
        {t('fieldOperations.fieldNotes.photos.label')}
      </Text>
      <Text size="xs" c="gray.7">
        {t('fieldOperations.fieldNotes.photos.hint')}
      </Text>
      {photos.length > 0 ? (
        <Group gap="xs">
          {photos.map((photo, index) => (
            <Box key={photo.clientKey} pos="relative">
              <PhotoThumb
                blob={photo.thumb}
                alt={t('fieldOperations.fieldNotes.photos.photo', { n: index + 1 })}
                size={72}
              />
              <ActionIcon
                pos="absolute"
                top={2}
                right={2}
                size="sm"
                color="red.8"
                aria-label={t('fieldOperations.fieldNotes.photos.remove', { n: index + 1 })}
                onClick={() => onChange(photos.filter((other) => other.clientKey !== photo.clientKey))}
              >
                ×
              </ActionIcon>
            </Box>
          ))}
        </Group>
      ) : null}
      <Group>
        <FileButton
          onChange={(files) => void add(files)}
          accept="image/*"
          multiple
          capture="environment"
          disabled={preparing || photos.length >= limits.maxPhotosPerNote}
          inputProps={{ 'aria-label': t('fieldOperations.fieldNotes.photos.add') }}
        >
          {(props) => (
            <Button variant="default" loading={preparing} {...props}>
              {t('fieldOperations.fieldNotes.photos.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      <div role="status" aria-live="polite">
        {preparing ? <Text size="sm">{t('fieldOperations.fieldNotes.photos.preparing')}</Text> : null}
        {problem ? (
          <Text size="sm" c="red.8">
            {problem}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
