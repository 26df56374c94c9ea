import {
  SECRET_CHANGED,
  type AuditEntry as AuditEntryData,
  type AuditFieldChange,
  type AuditValue,
  type Language,
} from '@dossel/api-client';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../lib/format';
import { ComparedValueCell } from '../registers/compared-value-cell';
import classes from '../registers/compared-values-table.module.css';
import { actionLabel, formatAuditValue } from './audit-values';

/**
 * How a history shows one recorded value of a field (a photo list as thumbnails, a type by its name);
 * undefined leaves it to the usual text (dates and numbers formatted, empty said so).
 */
export type RenderAuditValue = (field: string, value: AuditValue) => ReactNode | undefined;

export interface AuditEntryProps {
  /** One write, as the API records it. */
  entry: AuditEntryData;
  /** A field's label in the reader's language. */
  fieldLabel: (field: string) => string;
  /** How a field's value is shown. @default the value as text */
  renderValue?: RenderAuditValue;
}

/**
 * One write of the record: what was done, when and by whom, then its fields — before and after for an
 * update, the record's values for a create or delete.
 */
export function AuditEntry({ entry, fieldLabel, renderValue }: AuditEntryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const titleId = useId();
  const value = (field: string, recorded: AuditValue): ReactNode =>
    renderValue?.(field, recorded) ?? formatAuditValue(recorded, t, language);

  return (
    <Stack component="li" gap={4}>
      <Title order={3} size="h5" id={titleId}>
        {t('registers.audit.entryTitle', {
          action: actionLabel(entry.action, t),
          date: formatDateTime(entry.at, language),
        })}
      </Title>
      <Text size="sm" c="gray.7">
        {t('registers.audit.author', { name: entry.user_name, email: entry.user_email })}
      </Text>
      {/* No minimum width: on a phone each field stacks over its values (compared-values-table). */}
      <Table.ScrollContainer minWidth={0}>
        <Table
          aria-labelledby={titleId}
          withTableBorder
          className={classes.table}
          style={{ overflowWrap: 'anywhere' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('registers.audit.table.field')}</Table.Th>
              {entry.action === 'update' ? (
                <>
                  <Table.Th scope="col">{t('registers.audit.table.before')}</Table.Th>
                  <Table.Th scope="col">{t('registers.audit.table.after')}</Table.Th>
                </>
              ) : (
                <Table.Th scope="col">{t('registers.audit.table.value')}</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.action === 'update'
              ? Object.entries(entry.changes).map(([field, change]) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row" className={classes.rowHeader}>
                      {fieldLabel(field)}
                    </Table.Th>
                    <ChangeCells change={change} value={(recorded) => value(field, recorded)} />
                  </Table.Tr>
                ))
              : Object.entries(entry.changes).map(([field, recorded]) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row" className={classes.rowHeader}>
                      {fieldLabel(field)}
                    </Table.Th>
                    <Table.Td>{value(field, recorded)}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A secret (a password, a file's contents) changed: the trail never holds its values to show. */
function ChangeCells({
  change,
  value,
}: {
  change: AuditFieldChange;
  value: (recorded: AuditValue) => ReactNode;
}) {
  const { t } = useTranslation();
  if (change === SECRET_CHANGED) {
    return <Table.Td colSpan={2}>{t('registers.audit.values.secretChanged')}</Table.Td>;
  }
  return (
    <>
      <ComparedValueCell label={t('registers.audit.table.before')}>{value(change.from)}</ComparedValueCell>
      <ComparedValueCell label={t('registers.audit.table.after')}>{value(change.to)}</ComparedValueCell>
    </>
  );
}
