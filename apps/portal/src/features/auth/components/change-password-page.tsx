import { createUsersApi, type NewPasswordInput } from '@dossel/api-client';
import { rejectionMessage, useDosselClient } from '@dossel/portal-widgets';
import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-store';
import { AlertEmailsSwitch } from './alert-emails-switch';
import { NewPasswordForm } from '../../../components/forms/new-password-form';

/**
 * '/change-password' (spec section 2, from the user dropdown): the signed-in user sets a new password, and
 * turns the alert e-mails on or off (issue 15): the account's own settings.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const client = useDosselClient();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useSession((state) => state.user?.id);
  const titleId = useId();

  // The first entry of this tab's history has the key 'default': there is no page of ours to go back to.
  const goBack = () => void (location.key === 'default' ? navigate(paths.home.href()) : navigate(-1));

  const change = useMutation({
    mutationFn: ({ id, input }: { id: number; input: NewPasswordInput }) =>
      createUsersApi(client.request).changePassword(id, input),
    onSuccess: () => {
      notify.success(t('auth.changePassword.success'));
      goBack();
    },
    onError: (error) => notify.info(rejectionMessage(error, t)),
  });

  // The form stays busy until the answer; a refusal is said by a toast, not thrown.
  async function save(input: NewPasswordInput) {
    // A session confirmed without its user (spec section 4) cannot name the account to change.
    if (userId === undefined) return notify.info(t('errors.unexpected'));
    await change.mutateAsync({ id: userId, input }).catch(() => undefined);
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="xl" maw="32rem" mx="auto" mt="md">
      <Stack gap="md">
        <Title order={1} size="h2" id={titleId}>
          {t('auth.changePassword.title')}
        </Title>
        <Text c="gray.7">{t('auth.changePassword.intro')}</Text>
        <NewPasswordForm
          onSubmit={save}
          submitLabel={t('common.actions.save')}
          renderSecondaryAction={(submitting) => (
            <Button variant="default" onClick={goBack} disabled={submitting}>
              {t('common.actions.cancel')}
            </Button>
          )}
        />
        {userId === undefined ? null : (
          <>
            <Divider />
            <AlertEmailsSwitch userId={userId} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
