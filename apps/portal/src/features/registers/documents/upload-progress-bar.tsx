import type { Language, UploadProgress } from '@dossel/api-client';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatSize } from '../../../lib/format';

/** The file on its way to the server: a bar of the share sent, and the bytes in words as they change. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { loaded, total } = progress;
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        aria-label={t('registers.documents.upload.label')}
        size="lg"
        striped
        animated
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {total
          ? t('registers.documents.upload.known', {
              percent,
              loaded: formatSize(loaded, language),
              total: formatSize(total, language),
            })
          : t('registers.documents.upload.unknown', { loaded: formatSize(loaded, language) })}
      </Text>
    </Stack>
  );
}
