import { ConfirmDialog } from '@dossel/ui-kit';
import { Button, Group, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { KeptDraftNotice } from '../drafts/kept-draft-notice';
import type { RegisterFormHandle } from '../../hooks/registers/use-register-form';
import { VersionConflictNotice } from './version-conflict-notice';

export interface RegisterFormProps {
  /** What `useRegisterForm` returned. */
  handle: RegisterFormHandle;
  /** The fields. */
  children: ReactNode;
  /** Whether Save may be pressed, e.g. not until a customer is chosen (benchmarking). @default true */
  canSave?: boolean;
}

/**
 * A register form's frame: the kept-draft offer, what someone else's save changed (with the choice to
 * reload or overwrite), the fields, Cancel and Save (saying 'Salvando…' or 'Atualizando…' while it waits)
 * and the question before leaving unsaved typing.
 */
export function RegisterForm({ handle, children, canSave = true }: RegisterFormProps) {
  const { t } = useTranslation();
  const { form, saving, editing, keptDraft, leaveBlocker, versions } = handle;
  return (
    <>
      {keptDraft.draft ? (
        <KeptDraftNotice
          draft={keptDraft.draft}
          onRestore={handle.restoreDraft}
          onDiscard={keptDraft.discard}
        />
      ) : null}
      <form {...form.props} aria-busy={saving || undefined}>
        <Stack gap="md">
          {versions.conflict ? (
            <VersionConflictNotice
              key={versions.conflict.version}
              conflict={versions.conflict}
              onReload={versions.reload}
              onOverwrite={versions.overwrite}
              busy={saving}
            />
          ) : null}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handle.cancel} disabled={saving}>
              {t('common.actions.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={saving || !canSave}
              leftSection={saving ? <Loader size={14} color="gray.7" aria-hidden /> : undefined}
            >
              {!saving
                ? t('common.actions.save')
                : editing
                  ? t('registers.common.updating')
                  : t('registers.common.saving')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={leaveBlocker.state === 'blocked'}
        title={t('registers.common.leave.title')}
        message={t('registers.common.leave.message')}
        confirmLabel={t('registers.common.leave.confirm')}
        cancelLabel={t('registers.common.leave.stay')}
        onConfirm={() => leaveBlocker.proceed?.()}
        onCancel={() => leaveBlocker.reset?.()}
      />
    </>
  );
}
