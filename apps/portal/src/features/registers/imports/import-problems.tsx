import {
  importProblemsOptions,
  importProblemText,
  type Import,
  type ImportProblemItem,
  type Language,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { saveFile, type DataTableColumn } from '@dossel/ui-kit';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';
import { useRegistersApi } from '../api/use-registers-api';
import { QueriedDataTable } from '../components/queried-data-table';
import { useLocalListParams } from '../../../hooks/registers/use-list-params';

type NumberedProblem = ImportProblemItem & { seq: number };

/** The CSV's name: the file's, without its extension, and '-problems' (the same in every language). */
const csvName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, '')}-problems.csv`;

/**
 * The problems found in the file, in the order found: the item (feature or row, or the whole file), the
 * column and the reason in the user's language (`importProblemText`). The server keeps the first ones of
 * a very long list: the table says so. 'Download CSV' saves them as the server writes them.
 */
export function ImportProblems({ item }: { item: Import }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useRegistersApi();
  // A reading's problems, never kept past it: the list hides while the file is read again, and shows
  // the new reading's when it comes back (not a day-old cache of the last one).
  const problems = useQuery(importProblemsOptions(api, item.id));
  const params = useLocalListParams({ column: 'seq', direction: 'asc' });
  const download = useMutation({
    mutationFn: () => api.registers.imports.problemsCsv(item.id),
    onSuccess: (file) => saveFile(file, csvName(item.file_name)),
  });

  const rows = useMemo(
    () => problems.data?.map((problem, index): NumberedProblem => ({ ...problem, seq: index + 1 })),
    [problems.data],
  );
  const columns = useMemo<DataTableColumn<NumberedProblem>[]>(() => {
    const wholeFile = t('registers.imports.problems.wholeFile');
    return [
      {
        key: 'seq',
        title: t('registers.imports.problems.item'),
        value: (problem) => problem.item ?? 0,
        render: (problem) => (problem.item === null ? wholeFile : formatNumber(problem.item, language)),
      },
      {
        key: 'field',
        title: t('registers.imports.problems.field'),
        value: (problem) => problem.field ?? undefined,
        render: (problem) => problem.field ?? '—',
        searchable: true,
      },
      {
        key: 'reason',
        title: t('registers.imports.problems.reason'),
        value: (problem) => importProblemText(language, problem.code, problem.params),
        searchable: true,
      },
    ];
  }, [t, language]);

  const kept = problems.data?.length ?? 0;
  const title = t('registers.imports.problems.title');
  const titleId = `import-problems-${item.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {title} ({formatNumber(item.problem_count, language)})
            </Title>
            {problems.data && item.problem_count > kept ? (
              <Text size="sm" c="gray.7">
                {t('registers.imports.problems.kept', {
                  kept: formatNumber(kept, language),
                  count: formatNumber(item.problem_count, language),
                })}
              </Text>
            ) : null}
          </Stack>
          <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
            {t('registers.imports.problems.download')}
          </Button>
        </Group>
        {download.isError ? (
          <Alert color="red" role="alert">
            {rejectionMessage(download.error, t)}
          </Alert>
        ) : null}
        <QueriedDataTable
          query={{ data: rows, error: problems.error, isError: problems.isError }}
          label={title}
          columns={columns}
          rowKey={(problem) => problem.seq}
          params={params}
          empty={t('registers.imports.problems.empty')}
        />
      </Stack>
    </Paper>
  );
}
