import { importOptions, importProblemText, isApiError, type Import, type Language } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { paths } from '../../../config/paths';
import { formatDate, formatDateTime, formatSize } from '../../../lib/format';
import { readIdParam } from '../../../hooks/use-search-param';
import { useRegistersApi } from '../api/use-registers-api';
import { ImportActions } from './import-actions';
import { ImportCounts } from './import-counts';
import { canRemap, importableKind } from './import-mapping';
import { ImportMappingForm } from './import-mapping-form';
import { ImportPreview } from './import-preview';
import { ImportProblems } from './import-problems';
import { ImportStatus, isUnderWay } from './import-status';
import { IMPORT_KIND_LABELS, IMPORT_SOURCE_LABELS, IMPORT_STATUS_TEXTS } from './import-texts';

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }} maw="80rem">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.imports.href()} size="sm">
          {`← ${t('registers.imports.detail.back')}`}
        </Anchor>
        {title}
      </Stack>
      {children}
    </Stack>
  );
}

const pageTitle = (text: string) => (
  <Title order={1} size="h2">
    {text}
  </Title>
);

/**
 * `/imports/{id}`: one import followed to its end (issue 15). Where it stands (with its progress, read
 * again every 2 s while under way) and why it failed; what the file holds; its problems; the mapping of
 * its columns, to read it again; what publishing would change, on a table and on the map; and Publish,
 * Roll back or Discard. Staff only.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const id = readIdParam(useParams().id ?? null);
  if (id === null) {
    return (
      <Frame title={pageTitle(t('menu.items.imports'))}>
        <Alert color="yellow" role="alert">
          {t('registers.imports.detail.notFound')}
        </Alert>
      </Frame>
    );
  }
  // Keyed by id: another import's page starts from its own state (mapping, tables).
  return <ImportView key={id} id={id} />;
}

function ImportView({ id }: { id: number }) {
  const { t } = useTranslation();
  const found = useQuery({
    ...importOptions(useRegistersApi(), id),
    retry: (failures, error) => !(isApiError(error) && [403, 404].includes(error.status)) && failures < 3,
  });
  if (found.isPending) {
    return (
      <Frame title={pageTitle(t('menu.items.imports'))}>
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      </Frame>
    );
  }
  if (found.isError) {
    const gone = isApiError(found.error) && found.error.status === 404;
    return (
      <Frame title={pageTitle(t('menu.items.imports'))}>
        <Alert color={gone ? 'yellow' : 'red'} role="alert">
          {gone ? t('registers.imports.detail.notFound') : rejectionMessage(found.error, t)}
        </Alert>
      </Frame>
    );
  }
  return <ImportDetail item={found.data} />;
}

function ImportDetail({ item }: { item: Import }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const kind = importableKind(item.kind);
  const step =
    item.status === 'rolledBack'
      ? { at: item.rolled_back_at, name: item.rolled_back_by_name }
      : { at: item.published_at, name: item.published_by_name };
  const columns = item.counts?.columns ?? [];
  return (
    <Frame
      title={
        <>
          {pageTitle(
            t('registers.imports.detail.title', {
              kind: IMPORT_KIND_LABELS[item.kind](t),
              customer: item.customer_name,
            }),
          )}
          {item.monitoring_date ? (
            <Text fw={600}>
              {t('registers.imports.detail.monitoringDate', {
                date: formatDate(item.monitoring_date, language),
              })}
            </Text>
          ) : null}
          <Text c="gray.7" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('registers.imports.detail.summary', {
              file: item.file_name,
              size: formatSize(item.file_size, language),
              name: item.created_by_name,
              date: formatDateTime(item.created_at, language),
              source: IMPORT_SOURCE_LABELS[item.source](t),
            })}
          </Text>
        </>
      }
    >
      <Paper withBorder p="md" component="section" aria-label={t('registers.imports.fields.status')}>
        <Stack gap="sm">
          <Group gap="md" align="center" wrap="wrap">
            <ImportStatus item={item} size="lg" />
            <Text size="sm" maw={640}>
              {IMPORT_STATUS_TEXTS[item.status](t, {
                date: step.at ? formatDateTime(step.at, language) : '',
                name: step.name ?? '',
              })}
            </Text>
          </Group>
          {item.failure ? (
            <Alert color="red" role="alert">
              {t('registers.imports.detail.failure', {
                reason: importProblemText(language, item.failure.code, item.failure.params),
              })}
            </Alert>
          ) : null}
          <ImportActions item={item} />
        </Stack>
      </Paper>
      {item.counts ? <ImportCounts item={item} counts={item.counts} /> : null}
      {/* Not while it is read again: the problems shown would be the last reading's. Hidden, their query
          (marked stale by the new mapping) is read again when they show. */}
      {item.problem_count > 0 && !isUnderWay(item) ? <ImportProblems item={item} /> : null}
      {kind && canRemap(item) ? (
        // Keyed by the mapping read: a new reading starts the step from its own columns.
        <ImportMappingForm key={JSON.stringify(item.mapping)} item={item} kind={kind} columns={columns} />
      ) : null}
      {item.status === 'ready' ? <ImportPreview item={item} /> : null}
    </Frame>
  );
}
