import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { VersionConflict } from '../../hooks/registers/use-version-conflict';
import { ComparedValueCell } from './compared-value-cell';
import classes from './compared-values-table.module.css';

export interface VersionConflictNoticeProps {
  /** What is stored now and how it differs from the typing (`useRegisterForm`'s `conflict`). */
  conflict: VersionConflict;
  /** Takes the stored record into the form. */
  onReload: () => void;
  /** Saves the typing over the stored record. */
  onOverwrite: () => void;
  /** Whether a save is under way (the choices wait). @default false */
  busy?: boolean;
}

/**
 * Someone else saved the record while it was being edited here (issue 14): nothing was saved, and the notice
 * says so, lists field by field the value stored now beside the one typed, and offers both ways on: reload
 * the stored record, or save the typing over it. It takes the focus when it appears, so keyboard and
 * screen-reader users meet it first.
 */
export function VersionConflictNotice({
  conflict,
  onReload,
  onOverwrite,
  busy = false,
}: VersionConflictNoticeProps) {
  const { t } = useTranslation();
  // Once, as it appears (a stable ref callback runs on mount only).
  const takeFocus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  const shown = (value: string) =>
    value === '' ? (
      <Text span size="sm" fs="italic" c="gray.7">
        {t('registers.common.conflict.empty')}
      </Text>
    ) : (
      value
    );
  return (
    // No Alert title: Mantine draws it in the colour's light shade, below the WCAG AA contrast.
    <Alert color="yellow" role="alert" tabIndex={-1} ref={takeFocus} data-testid="version-conflict">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={700}>
            {t('registers.common.conflict.title')}
          </Text>
          <Text size="sm">{t('registers.common.conflict.message')}</Text>
        </div>
        {conflict.fields.length > 0 ? (
          <Table
            className={classes.table}
            layout="fixed"
            withTableBorder
            verticalSpacing={6}
            horizontalSpacing="xs"
            bg="var(--mantine-color-body)"
            style={{ overflowWrap: 'anywhere' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('registers.common.conflict.field')}</Table.Th>
                <Table.Th scope="col">{t('registers.common.conflict.theirs')}</Table.Th>
                <Table.Th scope="col">{t('registers.common.conflict.yours')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflict.fields.map((field) => (
                <Table.Tr key={field.name}>
                  <Table.Th scope="row" fw={600} className={classes.rowHeader}>
                    {field.label}
                  </Table.Th>
                  <ComparedValueCell label={t('registers.common.conflict.theirs')}>
                    {shown(field.theirs)}
                  </ComparedValueCell>
                  <ComparedValueCell label={t('registers.common.conflict.yours')}>
                    {shown(field.yours)}
                  </ComparedValueCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{t('registers.common.conflict.same')}</Text>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onReload} disabled={busy}>
            {t('registers.common.conflict.reload')}
          </Button>
          {/* Their save is lost if this one is taken: marked as the confirm dialog marks a delete. */}
          <Button color="red.8" onClick={onOverwrite} disabled={busy}>
            {t('registers.common.conflict.overwrite')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
