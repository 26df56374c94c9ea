import { UNFINISHED_IMPORT_STATUSES, type Import } from '@dossel/api-client';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IMPORT_STATUS_COLORS, IMPORT_STATUS_LABELS } from './import-texts';

/** Whether the import can still move by itself (queued, being read or being published). */
export const isUnderWay = (item: Pick<Import, 'status'>) => UNFINISHED_IMPORT_STATUSES.includes(item.status);

/** The share of the steps done, 0 to 100; null when the total is not known yet. */
export function importPercent({ progress_done: done, progress_total: total }: Import): number | null {
  if (total === null) return null;
  return total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
}

/** Where an import stands, as a badge in the status's colour. */
export function ImportStatusBadge({ item }: { item: Pick<Import, 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={IMPORT_STATUS_COLORS[item.status]}
      variant="filled"
      autoContrast
      tt="none"
      miw="max-content"
    >
      {IMPORT_STATUS_LABELS[item.status](t)}
    </Badge>
  );
}

/**
 * The badge and, while the import is under way, a bar of its steps ('120 de 500'); a moving bar while
 * the total is not known yet.
 */
export function ImportStatus({ item, size = 'sm' }: { item: Import; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  if (!isUnderWay(item)) return <ImportStatusBadge item={item} />;
  const percent = importPercent(item);
  return (
    <Stack gap={4} miw={140} align="stretch">
      <div>
        <ImportStatusBadge item={item} />
      </div>
      <Progress
        value={percent ?? 100}
        size={size}
        aria-label={t('registers.imports.progressOf', { file: item.file_name })}
        striped
        animated
      />
      {item.progress_total === null ? null : (
        <Text size="xs" c="gray.7">
          {t('registers.imports.steps', { done: item.progress_done, total: item.progress_total })}
        </Text>
      )}
    </Stack>
  );
}
