import type { DownloadProgress, Language } from '@dossel/api-client';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatSize } from '../../lib/format';

/**
 * The running download: a bar that fills when the size is known, an animated one (a progressbar with no
 * value, which assistive technology reads as indeterminate) when it is not, and the bytes so far.
 */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const label = t('downloads.progress.label');
  const loaded = formatSize(progress.loaded, language);
  const known = progress.total !== null && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.loaded / (progress.total as number)) * 100)) : 0;

  return (
    <Stack gap={4}>
      {known ? (
        <Progress value={percent} aria-label={label} size="lg" />
      ) : (
        <Progress.Root role="progressbar" aria-label={label} size="lg">
          <Progress.Section value={100} animated withAria={false} />
        </Progress.Root>
      )}
      <Text size="sm" c="gray.7" aria-live="polite">
        {known
          ? t('downloads.progress.known', {
              percent,
              loaded,
              total: formatSize(progress.total as number, language),
            })
          : t('downloads.progress.unknown', { loaded })}
      </Text>
    </Stack>
  );
}
