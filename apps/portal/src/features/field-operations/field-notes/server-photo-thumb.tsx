import { fieldNoteKeys } from '@dossel/api-client';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { PhotoThumb } from './photo-thumb';

/** The anchor of a stored photo in its note's page: the CSV's photo links land there. */
export const photoAnchor = (photoId: number) => `foto-${photoId}`;

/**
 * A stored photo's thumbnail. It is read with the session's token (an <img> could not send it) and never
 * changes (content-addressed), so it is read once.
 */
export function ServerPhotoThumb({
  noteId,
  photoId,
  alt,
  size,
}: {
  noteId: number;
  photoId: number;
  alt: string;
  size?: number;
}) {
  const api = useFieldOperationsApi();
  const thumb = useQuery({
    queryKey: [...fieldNoteKeys.all, 'thumb', noteId, photoId],
    queryFn: () => api.fieldOperations.fieldNotes.photoThumbnail(noteId, photoId),
    staleTime: Infinity,
  });
  if (!thumb.data) return <Skeleton w={size ?? 64} h={size ?? 64} aria-hidden />;
  return (
    <span id={photoAnchor(photoId)}>
      <PhotoThumb blob={thumb.data} alt={alt} size={size} />
    </span>
  );
}
