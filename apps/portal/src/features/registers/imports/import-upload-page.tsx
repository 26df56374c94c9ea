import { useForm, useFormData } from '@conform-to/react/future';
import { getZodConstraint } from '@conform-to/zod/v4';
import {
  DATED_IMPORT_KINDS,
  IMPORT_EXTENSIONS,
  IMPORTABLE_KINDS,
  importKeys,
  type ImportableKind,
  type UploadProgress,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useRegistersApi } from '../api/use-registers-api';
import { CustomerSelect } from '../components/customer-select';
import { SelectField } from '../../../components/forms/select-field';
import { DateField } from '../../../components/forms/date-field';
import { FileDropZone } from '../documents/file-drop-zone';
import { UploadProgressBar } from '../documents/upload-progress-bar';
import { coerceFormValue } from '../../../hooks/registers/form-coercion';
import { useGoBack } from '../../../hooks/registers/use-go-back';
import { IMPORT_KIND_LABELS } from './import-texts';
import { acceptOf, importUploadSchema, uploadFields, type ImportUploadValue } from './import-upload-schema';

const FORM_ID = 'import-form';

/** Today as the browser's calendar writes it: the monitoring date's latest day. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * `/imports/new`: a file of the provider's data for a customer — the customer, the kind, the monitoring
 * date of weeds and anomalies, and the file (of the kind's extensions). While it goes up a bar shows the
 * bytes sent; once the server has it the import's page follows it. A refusal says why and keeps every
 * value (and the chosen file), to send again.
 */
export function ImportUploadPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cancel = useGoBack(paths.imports.href());
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useMutation({
    mutationFn: (value: ImportUploadValue) => {
      setProgress({ loaded: 0, total: value.file.size });
      return api.registers.imports.upload(
        uploadFields(value),
        { blob: value.file, name: value.file.name },
        setProgress,
      );
    },
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: importKeys.all });
      void navigate(paths.imports.detailHref(created.id));
    },
    onError: () => setProgress(null),
  });
  // A refusal says why until the next try; every value (and the chosen file) stays.
  const refusal = upload.isError ? rejectionMessage(upload.error, t) : null;
  const sending = upload.isPending || upload.isSuccess;

  const { form, fields } = useForm(coerceFormValue(importUploadSchema), {
    id: FORM_ID,
    constraint: getZodConstraint(importUploadSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: (event, { value }) => {
      event.preventDefault();
      upload.mutate(value);
    },
  });

  const kind = useFormData(
    form.id,
    (data) => IMPORTABLE_KINDS.find((known) => known === data.get('kind')) ?? null,
    { fallback: null },
  );
  const dated = kind !== null && DATED_IMPORT_KINDS.includes(kind);
  const kindOptions = useMemo(
    () => IMPORTABLE_KINDS.map((value) => ({ value, label: IMPORT_KIND_LABELS[value](t) })),
    [t],
  );
  const hint = kind
    ? t('registers.imports.upload.fileHint', {
        extensions: IMPORT_EXTENSIONS[kind].map((extension) => `.${extension}`).join(', '),
      })
    : t('registers.imports.upload.chooseKind');

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }} maw="48rem">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('registers.imports.new')}
        </Title>
        <Text c="gray.7">{t('registers.imports.upload.intro')}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form {...form.props} aria-busy={sending || undefined}>
          <Stack gap="md">
            {refusal ? (
              <Alert color="red" role="alert">
                <Text size="sm" fw={700}>
                  {t('registers.imports.upload.failed')}
                </Text>
                <Text size="sm">{refusal}</Text>
              </Alert>
            ) : null}
            <CustomerSelect field={fields.customer_id} label={t('registers.imports.fields.customer')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                field={fields.kind}
                options={kindOptions}
                label={t('registers.imports.fields.kind')}
              />
              {dated ? (
                <DateField
                  field={fields.monitoring_date}
                  maxDate={today()}
                  label={t('registers.imports.fields.monitoringDate')}
                  description={t('registers.imports.upload.monitoringDateHint')}
                  // The hint under the field: the date's box stays level with the kind's.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                />
              ) : null}
            </SimpleGrid>
            <FileDropZone
              field={fields.file}
              label={t('registers.imports.fields.file')}
              hint={hint}
              accept={kind ? acceptOf(kind as ImportableKind) : undefined}
            />
            {progress ? <UploadProgressBar progress={progress} /> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancel} disabled={sending}>
                {t('common.actions.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={sending}
                leftSection={sending ? <Loader size={14} color="gray.7" aria-hidden /> : undefined}
              >
                {sending ? t('registers.imports.upload.sending') : t('registers.imports.upload.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
