import { useForm } from '@conform-to/react/future';
import { getZodConstraint } from '@conform-to/zod/v4';
import { apiKeyInputSchema, apiKeyKeys, type ApiKeyValues, type CreatedApiKey } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRegistersApi } from '../api/use-registers-api';
import { CustomerSelect } from '../components/customer-select';
import { DateField } from '../../../components/forms/date-field';
import { TextField } from '../../../components/forms/text-field';
import { coerceFormValue } from '../../../hooks/registers/form-coercion';
import { API_KEY_SCOPE_LABELS } from './api-key-texts';
import { messageText } from '../../../lib/translation-keys';

const FORM_ID = 'api-key-form';

/** Tomorrow as the browser's calendar writes it: the earliest expiry a new key may have. */
const tomorrow = () => {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

export interface CreateApiKeyModalProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** Closes it (Cancel, Escape, or Done once the key was shown). */
  onClose: () => void;
}

/**
 * A new API key: its name, the one customer it may import for (or all), when it stops working (or never)
 * and what it may do (imports, today). Once created the key shows here, once, with a copy button and a
 * warning: the server keeps only its hash, so closing the dialog loses it for good.
 */
export function CreateApiKeyModal({ opened, onClose }: CreateApiKeyModalProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? t('registers.apiKeys.shown.title') : t('registers.apiKeys.create.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      // The key on screen is not shown again: it may only go away by Done, never by a stray click.
      closeOnClickOutside={!created}
    >
      {created ? (
        <ShownKey created={created} onDone={close} />
      ) : (
        <NewKeyForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function NewKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (value: ApiKeyValues) => api.registers.apiKeys.create(value),
    onSuccess: async (key) => {
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      onCreated(key);
    },
  });
  // The refusal stays until the next try; the key, once made, leaves this form.
  const refusal = create.isError ? rejectionMessage(create.error, t) : null;
  const sending = create.isPending || create.isSuccess;

  const { form, fields } = useForm(coerceFormValue(apiKeyInputSchema), {
    id: FORM_ID,
    constraint: getZodConstraint(apiKeyInputSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: (event, { value }) => {
      event.preventDefault();
      create.mutate(value);
    },
  });
  const scopeError = fields.scopes.errors?.[0];

  return (
    <form {...form.props} aria-busy={sending || undefined}>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <TextField
          field={fields.name}
          label={t('registers.apiKeys.fields.name')}
          description={t('registers.apiKeys.create.nameHint')}
          data-autofocus
        />
        <CustomerSelect
          field={fields.customer_id}
          label={t('registers.apiKeys.fields.customer')}
          description={t('registers.apiKeys.create.customerHint')}
          emptyLabel={t('registers.apiKeys.allCustomers')}
          // Left empty it means every customer (the schema's pipe hides that it is optional).
          required={false}
        />
        <DateField
          field={fields.expires_at}
          minDate={tomorrow()}
          label={t('registers.apiKeys.fields.expiresAt')}
          description={t('registers.apiKeys.create.expiresHint')}
          required={false}
        />
        <Checkbox
          name={fields.scopes.name}
          value="imports"
          defaultChecked
          label={API_KEY_SCOPE_LABELS.imports(t)}
          description={t('registers.apiKeys.create.importsHint')}
          error={typeof scopeError === 'string' ? messageText(t, scopeError) : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('registers.apiKeys.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ShownKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {/* No Alert title: Mantine draws it in the colour's light shade, below the WCAG AA contrast. */}
      <Alert color="yellow">
        <Text size="sm" fw={700}>
          {t('registers.apiKeys.shown.warningTitle')}
        </Text>
        <Text size="sm">{t('registers.apiKeys.shown.warning')}</Text>
      </Alert>
      <Stack gap={4}>
        <Text size="sm" fw={600} id="api-key-value-label">
          {t('registers.apiKeys.shown.label', { name: created.name })}
        </Text>
        <Code block aria-labelledby="api-key-value-label" style={{ overflowWrap: 'anywhere' }}>
          {created.key}
        </Code>
      </Stack>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={created.key} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="default" color={copied ? 'green.8' : undefined} onClick={copy}>
              {copied ? t('registers.apiKeys.shown.copied') : t('registers.apiKeys.shown.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('registers.apiKeys.shown.done')}</Button>
      </Group>
    </Stack>
  );
}
