import type { BackgroundJob } from '@dossel/api-client';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { JOB_KIND_LABELS } from './background-job-texts';

/**
 * How far a job has got: a bar and its steps in words ('2 de 5'). A job that has not counted its steps
 * shows a moving bar while it runs, and a dash otherwise.
 */
export function BackgroundJobProgress({ job }: { job: BackgroundJob }) {
  const { t } = useTranslation();
  const { progress_done: done, progress_total: total, state } = job;
  const running = state === 'running';
  if (total === null && !running) return <Text c="gray.7">—</Text>;
  const percent = total === null ? 100 : total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
  return (
    <Stack gap={4} miw={120}>
      <Progress
        value={percent}
        aria-label={t('registers.backgroundJobs.progressOf', { job: JOB_KIND_LABELS[job.kind](t) })}
        color={state === 'failed' ? 'red.9' : undefined}
        striped={running}
        animated={running}
      />
      {total === null ? null : (
        <Text size="xs" c="gray.7">
          {t('registers.backgroundJobs.steps', { done, total })}
        </Text>
      )}
    </Stack>
  );
}
