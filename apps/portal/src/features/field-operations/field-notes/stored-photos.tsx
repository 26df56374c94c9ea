import { fieldNoteKeys, type FieldNote } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { ConfirmDialog } from '@dossel/ui-kit';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';
import { useOnline } from '../../../lib/offline/device';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { ServerPhotoThumb } from './server-photo-thumb';

/**
 * The photos the server holds for a note: where the list's CSV links each one (`#foto-<id>`). Each can be
 * removed, after a confirmation, while there is network: a removal goes to the server at once (the note's
 * own fields go through the device's queue), and the note's history records it.
 */
export function StoredPhotos({ note }: { note: FieldNote }) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [removing, setRemoving] = useState<{ id: number; n: number } | null>(null);
  const remove = useMutation({
    mutationFn: (photoId: number) => api.fieldOperations.fieldNotes.removePhoto(note.id, photoId),
    onSuccess: async () => {
      setRemoving(null);
      notify.success(t('fieldOperations.fieldNotes.photos.removedStored'));
      await queryClient.invalidateQueries({ queryKey: fieldNoteKeys.all });
    },
    onError: (error) => {
      setRemoving(null);
      notify.alert(rejectionMessage(error, t));
    },
  });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('fieldOperations.fieldNotes.photos.stored')}
      </Text>
      <Group gap="sm" align="flex-start">
        {note.photos.map((photo, index) => (
          <Stack key={photo.id} gap={4} align="center">
            <ServerPhotoThumb
              noteId={note.id}
              photoId={photo.id}
              alt={t('fieldOperations.fieldNotes.photos.photo', { n: index + 1 })}
              size={160}
            />
            {online ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => setRemoving({ id: photo.id, n: index + 1 })}
              >
                {t('fieldOperations.fieldNotes.photos.remove', { n: index + 1 })}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t('fieldOperations.fieldNotes.photos.removeStoredTitle')}
        message={t('fieldOperations.fieldNotes.photos.removeStoredBody', { n: removing?.n ?? 0 })}
        confirmLabel={t('fieldOperations.fieldNotes.photos.removeStoredAction')}
        cancelLabel={t('fieldOperations.fieldNotes.offline.keep')}
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </Stack>
  );
}
