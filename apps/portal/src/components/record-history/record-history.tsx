import type { AuditEntry as AuditEntryData } from '@dossel/api-client';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryView } from '../reports/query-view';
import { AuditEntry, type RenderAuditValue } from './audit-entry';
import classes from './record-history.module.css';

export interface RecordHistoryProps {
  /** The record's history from an option factory (`auditTrailOptions`, `fieldNoteHistoryOptions`). */
  options: { queryKey: QueryKey; queryFn: () => Promise<AuditEntryData[]>; staleTime?: number };
  /** A field's label in the reader's language. @default the field's name */
  fieldLabel?: (field: string) => string;
  /** How a field's value is shown (a photo list as thumbnails). @default the value as text */
  renderValue?: RenderAuditValue;
  /**
   * When given, the history is not read and this shows in its place (offline, say). @default undefined,
   * the history is read
   */
  unavailable?: ReactNode;
}

const asNamed = (field: string) => field;

/**
 * The history of one record, for its edit page: every create, update and delete, newest first, with who
 * made it, when, and the fields it changed. Read afresh each time it is shown (the registers' and the
 * field notes' histories, issue 18).
 */
export function RecordHistory({
  options,
  fieldLabel = asNamed,
  renderValue,
  unavailable,
}: RecordHistoryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery({ ...options, enabled: unavailable === undefined });

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('registers.audit.title')}
        </Title>
        {unavailable === undefined ? (
          <QueryView query={query} skeletonHeight={160}>
            {(entries) =>
              entries.length === 0 ? (
                <Text c="gray.7">{t('registers.audit.empty')}</Text>
              ) : (
                <Stack component="ol" gap="lg" className={classes.entries}>
                  {entries.map((entry) => (
                    <AuditEntry
                      key={entry.id}
                      entry={entry}
                      fieldLabel={fieldLabel}
                      renderValue={renderValue}
                    />
                  ))}
                </Stack>
              )
            }
          </QueryView>
        ) : (
          <Text c="gray.7">{unavailable}</Text>
        )}
      </Stack>
    </Paper>
  );
}
