import { backgroundJobsOptions, type BackgroundJob, type Language } from '@dossel/api-client';
import { type DataTableColumn } from '@dossel/ui-kit';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import { useRegistersApi } from '../api/use-registers-api';
import { QueriedDataTable } from '../components/queried-data-table';
import { useListParams } from '../../../hooks/registers/use-list-params';
import { BackgroundJobProgress } from './background-job-progress';
import { JOB_KIND_LABELS, JOB_STATE_COLORS, JOB_STATE_LABELS } from './background-job-texts';

/**
 * `/background-jobs`: the newest background jobs (e-mails today, imports next) with where each stands and
 * how far it has got, read again every few seconds while one is under way (issue 16). Staff only.
 */
export function BackgroundJobsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const jobs = useQuery(backgroundJobsOptions(useRegistersApi()));
  const params = useListParams({ column: 'queued', direction: 'desc' });
  const title = t('menu.items.backgroundJobs');

  const columns = useMemo<DataTableColumn<BackgroundJob>[]>(() => {
    const when = (value: string | null) => (value === null ? undefined : formatDateTime(value, language));
    return [
      {
        key: 'kind',
        title: t('registers.backgroundJobs.fields.kind'),
        value: (job) => `${JOB_KIND_LABELS[job.kind](t)}\n${job.subject ?? ''}`,
        render: (job) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {JOB_KIND_LABELS[job.kind](t)}
            </Text>
            {job.subject === null ? null : (
              <Text size="sm" c="gray.7">
                {job.subject}
              </Text>
            )}
          </Stack>
        ),
        searchable: true,
      },
      {
        key: 'state',
        title: t('registers.backgroundJobs.fields.state'),
        value: (job) => JOB_STATE_LABELS[job.state](t),
        render: (job) => (
          <Stack gap={4} align="flex-start">
            <Badge
              color={JOB_STATE_COLORS[job.state]}
              variant="filled"
              autoContrast
              tt="none"
              miw="max-content"
            >
              {JOB_STATE_LABELS[job.state](t)}
            </Badge>
            {job.attempts > 0 ? (
              <Text size="xs" c="gray.7">
                {t('registers.backgroundJobs.attemptsOf', { attempts: job.attempts, max: job.max_attempts })}
              </Text>
            ) : null}
            {job.error !== null && job.state !== 'done' ? (
              <Text size="xs" c="gray.7" ff="monospace" maw={280} style={{ overflowWrap: 'anywhere' }}>
                {job.error}
              </Text>
            ) : null}
          </Stack>
        ),
        searchable: true,
      },
      {
        key: 'progress',
        title: t('registers.backgroundJobs.fields.progress'),
        value: (job) => (job.progress_total ? job.progress_done / job.progress_total : 0),
        render: (job) => <BackgroundJobProgress job={job} />,
      },
      {
        key: 'queued',
        title: t('registers.backgroundJobs.fields.queuedAt'),
        value: (job) => job.queued_at,
        render: (job) => when(job.queued_at),
      },
      {
        key: 'finished',
        title: t('registers.backgroundJobs.fields.finishedAt'),
        value: (job) => job.finished_at ?? undefined,
        render: (job) => when(job.finished_at),
      },
    ];
  }, [t, language]);

  return (
    <Stack component="section" gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="gray.7">{t('registers.backgroundJobs.intro')}</Text>
      </Stack>
      <QueriedDataTable
        query={jobs}
        label={title}
        columns={columns}
        rowKey={(job) => job.id}
        params={params}
        empty={t('registers.backgroundJobs.empty')}
      />
    </Stack>
  );
}
