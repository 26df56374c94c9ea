import {
  importKeys,
  importOptions,
  type Import,
  type ImportableKind,
  type ImportField,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useRegistersApi } from '../api/use-registers-api';
import { isRequiredField, mappedFields, missingFields, startingMapping } from './import-mapping';
import { IMPORT_FIELD_LABELS } from './import-texts';

interface ImportMappingFormProps {
  item: Import;
  kind: ImportableKind;
  columns: readonly string[];
}

/**
 * The mapping step: for each field of the kind, the file's column that holds it (required fields marked),
 * starting from the mapping the file was read with. 'Read again' sends the new mapping (`remap`), and the
 * import goes back to being read; a required field left without a column is said before anything is sent.
 */
export function ImportMappingForm({ item, kind, columns }: ImportMappingFormProps) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState(() => startingMapping(kind, columns, item.mapping));
  const [checked, setChecked] = useState(false);
  const missing = checked ? new Set(missingFields(kind, mapping)) : new Set<ImportField>();

  const remap = useMutation({
    mutationFn: () => api.registers.imports.remap(item.id, mapping),
    onSuccess: async (updated) => {
      queryClient.setQueryData(importOptions(api, item.id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: importKeys.all });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (missingFields(kind, mapping).length === 0) remap.mutate();
  };

  const titleId = `import-mapping-${item.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-busy={remap.isPending || undefined}>
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {t('registers.imports.mapping.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('registers.imports.mapping.intro')}
            </Text>
          </Stack>
          {remap.isError ? (
            <Alert color="red" role="alert">
              {rejectionMessage(remap.error, t)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
            {mappedFields(kind).map((field) => (
              <NativeSelect
                key={field}
                label={IMPORT_FIELD_LABELS[field](t)}
                required={isRequiredField(kind, field)}
                value={mapping[field] ?? ''}
                error={missing.has(field) ? t('validation.required') : undefined}
                onChange={(event) => {
                  const column = event.currentTarget.value;
                  setMapping((current) => ({ ...current, [field]: column === '' ? null : column }));
                }}
              >
                <option value="">{t('registers.imports.mapping.none')}</option>
                {columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </NativeSelect>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="default"
              disabled={remap.isPending}
              leftSection={remap.isPending ? <Loader size={14} color="gray.7" aria-hidden /> : undefined}
            >
              {remap.isPending
                ? t('registers.imports.mapping.reading')
                : t('registers.imports.mapping.readAgain')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
