import { apiKeyKeys, apiKeyListOptions, type ApiKey, type Language } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { ConfirmDialog, type DataTableColumn } from '@dossel/ui-kit';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRegistersApi } from '../api/use-registers-api';
import { QueriedDataTable } from '../components/queried-data-table';
import { useListParams } from '../../../hooks/registers/use-list-params';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_STATE_COLORS,
  API_KEY_STATE_LABELS,
  apiKeyState,
} from './api-key-texts';
import { CreateApiKeyModal } from './create-api-key-modal';

/**
 * `/api-keys`: the keys a script or the provider's pipeline imports data with (issue 15) — who made each,
 * for which customer, when it was last used and until when it works. Staff create one (shown once) and
 * revoke one for good. Staff only.
 */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeyListOptions(api));
  const params = useListParams({ column: 'created', direction: 'desc' });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const title = t('menu.items.apiKeys');

  const revoke = useMutation({
    mutationFn: (key: ApiKey) => api.registers.apiKeys.revoke(key.id),
    onSuccess: async () => {
      setRevoking(null);
      notify.success(t('registers.apiKeys.revoke.done'));
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
    onError: (error) => {
      setRevoking(null);
      notify.info(rejectionMessage(error, t));
    },
  });

  const columns = useMemo<DataTableColumn<ApiKey>[]>(() => {
    const when = (value: string | null, none: string) =>
      value === null ? none : formatDateTime(value, language);
    const now = new Date();
    const scopesOf = (key: ApiKey) => key.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope](t)).join(', ');
    return [
      {
        key: 'name',
        title: t('registers.apiKeys.fields.name'),
        value: (key) => `${key.name}\n${key.prefix}`,
        render: (key) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {key.name}
            </Text>
            <Text size="xs" c="gray.7" ff="monospace">
              {`${key.prefix}…`}
            </Text>
          </Stack>
        ),
        searchable: true,
      },
      {
        key: 'access',
        title: t('registers.apiKeys.fields.access'),
        value: (key) => `${scopesOf(key)}\n${key.customer_name ?? t('registers.apiKeys.allCustomers')}`,
        render: (key) => (
          <Stack gap={2}>
            <Text size="sm">{scopesOf(key)}</Text>
            <Text size="xs" c="gray.7">
              {key.customer_name ?? t('registers.apiKeys.allCustomers')}
            </Text>
          </Stack>
        ),
        searchable: true,
      },
      {
        key: 'created',
        title: t('registers.apiKeys.fields.created'),
        value: (key) => key.created_at,
        render: (key) => (
          <Stack gap={2}>
            <Text size="sm">{key.created_by_name}</Text>
            <Text size="xs" c="gray.7">
              {formatDateTime(key.created_at, language)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'lastUsed',
        title: t('registers.apiKeys.fields.lastUsedAt'),
        value: (key) => key.last_used_at ?? undefined,
        render: (key) => when(key.last_used_at, t('registers.apiKeys.neverUsed')),
      },
      {
        key: 'expires',
        title: t('registers.apiKeys.fields.expiresAt'),
        value: (key) => key.expires_at ?? undefined,
        render: (key) => when(key.expires_at, t('registers.apiKeys.neverExpires')),
      },
      {
        key: 'state',
        title: t('registers.apiKeys.fields.state'),
        value: (key) => API_KEY_STATE_LABELS[apiKeyState(key, now)](t),
        render: (key) => {
          const state = apiKeyState(key, now);
          return (
            <Stack gap={4} align="flex-start">
              <Badge
                color={API_KEY_STATE_COLORS[state]}
                variant="filled"
                autoContrast
                tt="none"
                miw="max-content"
              >
                {API_KEY_STATE_LABELS[state](t)}
              </Badge>
              {key.revoked_at === null ? null : (
                <Text size="xs" c="gray.7">
                  {formatDateTime(key.revoked_at, language)}
                </Text>
              )}
            </Stack>
          );
        },
      },
      {
        key: 'actions',
        title: t('registers.apiKeys.fields.actions'),
        value: () => undefined,
        sortable: false,
        render: (key) =>
          key.revoked_at === null ? (
            <Button
              size="xs"
              variant="default"
              color="red.8"
              aria-label={t('registers.apiKeys.revoke.label', { name: key.name })}
              onClick={() => setRevoking(key)}
            >
              {t('registers.apiKeys.revoke.action')}
            </Button>
          ) : null,
      },
    ];
  }, [t, language]);

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} maw="48rem">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="gray.7">{t('registers.apiKeys.intro')}</Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>{t('registers.apiKeys.new')}</Button>
      </Group>
      <QueriedDataTable
        query={keys}
        label={title}
        columns={columns}
        rowKey={(key) => key.id}
        params={params}
        empty={t('registers.apiKeys.empty')}
      />
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('registers.apiKeys.revoke.title', { name: revoking?.name ?? '' })}
        message={t('registers.apiKeys.revoke.message')}
        confirmLabel={t('registers.apiKeys.revoke.action')}
        cancelLabel={t('common.actions.cancel')}
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
