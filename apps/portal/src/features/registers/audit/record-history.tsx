import { auditTrailOptions, type AuditEntity } from '@dossel/api-client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryView } from '../../../components/reports/query-view';
import { useRegistersApi } from '../api/use-registers-api';
import { AuditEntry } from './audit-entry';
import classes from './record-history.module.css';

export interface RecordHistoryProps {
  /** The register the record belongs to. */
  entity: AuditEntity;
  /** The record's id. */
  recordId: number;
}

/**
 * The history of one record, for its edit page: every create, update and delete, newest first, with who
 * made it, when, and the fields it changed. Read afresh each time it is shown.
 */
export function RecordHistory({ entity, recordId }: RecordHistoryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(auditTrailOptions(useRegistersApi(), entity, recordId));

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('registers.audit.title')}
        </Title>
        <QueryView query={query} skeletonHeight={160}>
          {(entries) =>
            entries.length === 0 ? (
              <Text c="gray.7">{t('registers.audit.empty')}</Text>
            ) : (
              <Stack component="ol" gap="lg" className={classes.entries}>
                {entries.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Paper>
  );
}
