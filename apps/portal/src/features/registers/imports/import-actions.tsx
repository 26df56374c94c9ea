import { importKeys, importOptions, type Import } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { ConfirmDialog } from '@dossel/ui-kit';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';
import { useRegistersApi } from '../api/use-registers-api';
import { IMPORT_KIND_LABELS } from './import-texts';

type Action = 'publish' | 'rollback' | 'discard';

/** The steps staff may take from a status: publish a ready import, roll back the published one, drop one not published. */
export function importActions(item: Import): Action[] {
  const actions: Action[] = [];
  if (item.status === 'ready') actions.push('publish');
  if (item.status === 'published' && item.current) actions.push('rollback');
  if (item.status === 'ready' || item.status === 'invalid') actions.push('discard');
  return actions;
}

/**
 * Publish, Roll back and Discard, each behind a question saying what follows. The answer (the import in
 * its new status) replaces the shown one at once, and every import query is read again; the page then
 * follows the publication or rollback as it runs.
 */
export function ImportActions({ item }: { item: Import }) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Action | null>(null);
  const step = useMutation({
    mutationFn: (action: Action) => api.registers.imports[action](item.id),
    onSuccess: async (updated, action) => {
      queryClient.setQueryData(importOptions(api, item.id).queryKey, updated);
      setAsked(null);
      notify.success(
        action === 'publish'
          ? t('registers.imports.actions.published')
          : action === 'rollback'
            ? t('registers.imports.actions.rolledBack')
            : t('registers.imports.actions.discarded'),
      );
      await queryClient.invalidateQueries({ queryKey: importKeys.all });
    },
    onError: () => setAsked(null),
  });

  const actions = importActions(item);
  if (actions.length === 0) return null;
  const names = { customer: item.customer_name, kind: IMPORT_KIND_LABELS[item.kind](t).toLowerCase() };
  const questions = {
    publish: {
      label: t('registers.imports.actions.publish'),
      title: t('registers.imports.actions.publishTitle'),
      message: t('registers.imports.actions.publishMessage', names),
      danger: false,
    },
    rollback: {
      label: t('registers.imports.actions.rollback'),
      title: t('registers.imports.actions.rollbackTitle'),
      message: t('registers.imports.actions.rollbackMessage', names),
      danger: true,
    },
    discard: {
      label: t('registers.imports.actions.discard'),
      title: t('registers.imports.actions.discardTitle'),
      message: t('registers.imports.actions.discardMessage', names),
      danger: true,
    },
  } satisfies Record<Action, { label: string; title: string; message: string; danger: boolean }>;
  const question = asked && questions[asked];

  return (
    <Stack gap="sm">
      {step.isError ? (
        <Alert color="red" role="alert">
          {rejectionMessage(step.error, t)}
        </Alert>
      ) : null}
      <Group gap="sm">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'publish' ? 'filled' : 'default'}
            onClick={() => {
              step.reset();
              setAsked(action);
            }}
          >
            {questions[action].label}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.label ?? ''}
        cancelLabel={t('registers.imports.actions.cancel')}
        danger={question?.danger}
        busy={step.isPending}
        onConfirm={() => asked && step.mutate(asked)}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
