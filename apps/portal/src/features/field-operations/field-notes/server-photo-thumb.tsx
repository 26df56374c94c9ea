import { fieldNoteKeys, isApiError } from '@dossel/api-client';
import { Center, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { PhotoThumb } from './photo-thumb';

/** The anchor of a stored photo in its note's page: the CSV's photo links land there. */
export const photoAnchor = (photoId: number) => `foto-${photoId}`;

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * A stored photo's thumbnail. It is read with the session's token (an <img> could not send it) and never
 * changes (content-addressed), so it is read once. A photo removed since (a history names it) shows a
 * 'photo removed' box in its place, not a broken image.
 */
export function ServerPhotoThumb({
  noteId,
  photoId,
  alt,
  size = 64,
  anchored = true,
}: {
  noteId: number;
  photoId: number;
  alt: string;
  /** Its side in pixels. @default 64 */
  size?: number;
  /** Whether it carries the photo's anchor (the note's own photos; a history may name one twice). @default true */
  anchored?: boolean;
}) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const thumb = useQuery({
    queryKey: [...fieldNoteKeys.all, 'thumb', noteId, photoId],
    queryFn: () => api.fieldOperations.fieldNotes.photoThumbnail(noteId, photoId),
    staleTime: Infinity,
    // A removed photo does not come back on a second try.
    retry: (failures, error) => !isGone(error) && failures < 3,
  });
  if (thumb.isError) {
    return (
      <Center
        component="span"
        w={size}
        h={size}
        bg="gray.1"
        bd="1px dashed var(--mantine-color-gray-5)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'inline-flex', textAlign: 'center' }}
      >
        {/* Whole words even inside a table that breaks long values anywhere. */}
        <Text component="span" fz={10} c="gray.7" lh={1.2} px={2} style={{ overflowWrap: 'normal' }}>
          {isGone(thumb.error)
            ? t('fieldOperations.fieldNotes.history.photoRemoved')
            : t('fieldOperations.fieldNotes.history.photoUnavailable')}
        </Text>
      </Center>
    );
  }
  if (!thumb.data) return <Skeleton w={size} h={size} aria-hidden />;
  return (
    <span id={anchored ? photoAnchor(photoId) : undefined}>
      <PhotoThumb blob={thumb.data} alt={alt} size={size} />
    </span>
  );
}
