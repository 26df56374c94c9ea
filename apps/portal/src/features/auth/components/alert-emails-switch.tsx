import { alertEmailsOptions, createUsersApi } from '@dossel/api-client';
import { rejectionMessage, useDosselClient } from '@dossel/portal-widgets';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { notify } from '../../../lib/notify';

/**
 * The user's own switch for the e-mail of each publication's new weed or anomaly alerts (issue 15): on
 * until turned off, saved at once.
 */
export function AlertEmailsSwitch({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useDosselClient();
  const queryClient = useQueryClient();
  const titleId = useId();
  const api = { users: createUsersApi(client.request) };
  const setting = useQuery(alertEmailsOptions(api, userId));
  const save = useMutation({
    mutationFn: (enabled: boolean) => api.users.setAlertEmails(userId, { enabled }),
    onSuccess: (answer) => {
      queryClient.setQueryData(alertEmailsOptions(api, userId).queryKey, answer);
      notify.success(t(answer.enabled ? 'auth.alertEmails.turnedOn' : 'auth.alertEmails.turnedOff'));
    },
    onError: (error) => notify.info(rejectionMessage(error, t)),
  });
  const checked = save.isPending ? save.variables : (setting.data?.enabled ?? false);

  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {t('auth.alertEmails.title')}
      </Title>
      {setting.isError ? (
        <Text size="sm" c="red.9">
          {t('auth.alertEmails.loadFailed')}
        </Text>
      ) : (
        <Switch
          checked={checked}
          disabled={setting.isPending || save.isPending}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
          label={t('auth.alertEmails.label')}
          description={t('auth.alertEmails.description')}
        />
      )}
    </Stack>
  );
}
