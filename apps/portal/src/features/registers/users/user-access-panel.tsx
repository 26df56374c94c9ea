import type { RegisterUser } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';
import { NewPasswordForm } from '../../../components/forms/new-password-form';
import { useRegistersApi } from '../api/use-registers-api';

/**
 * Staff's part in a user's access, on the user's edit page: set the password
 * (`PUT /register/users/changePassword/{id}`, the policy of spec section 5) or e-mail the user a link to
 * create their own. Each says when it is done; a refusal shows the server's first reason.
 */
export function UserAccessPanel({ user }: { user: RegisterUser }) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const titleId = useId();
  // Remounting the form empties it after a password is set: it must not stay on screen.
  const [passwordForm, setPasswordForm] = useState(0);

  const passwordChange = useMutation({
    mutationFn: (input: { password: string }) => api.users.changePassword(user.id, input),
    onSuccess: () => {
      setPasswordForm((count) => count + 1);
      notify.success(t('registers.users.access.passwordSet'));
    },
  });
  const passwordError = passwordChange.isError ? rejectionMessage(passwordChange.error, t) : null;
  // The form stays busy until the answer; a refusal is shown, not thrown.
  const setPassword = (input: { password: string }) =>
    passwordChange.mutateAsync(input).then(
      () => undefined,
      () => undefined,
    );

  const firstAccess = useMutation({
    mutationFn: () => api.users.sendFirstAccess(user.id),
    onSuccess: () => notify.success(t('registers.users.access.firstAccessSent', { email: user.email })),
    onError: (error) => notify.info(rejectionMessage(error, t)),
  });

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('registers.users.access.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('registers.users.access.description')}
        </Text>
        <NewPasswordForm
          key={passwordForm}
          onSubmit={setPassword}
          submitLabel={t('registers.users.access.setPassword')}
          error={passwordError}
          renderSecondaryAction={(submitting) => (
            <Button
              variant="default"
              onClick={() => firstAccess.mutate()}
              loading={firstAccess.isPending}
              disabled={submitting}
            >
              {t('registers.users.access.sendFirstAccess')}
            </Button>
          )}
        />
      </Stack>
    </Paper>
  );
}
