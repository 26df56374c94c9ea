import type { CustomerDocument, Language } from '@dossel/api-client';
import { DataTable, type DataTableColumn, type DataTableSort } from '@dossel/ui-kit';
import { Box, Button, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDataTableTexts } from '../../../hooks/registers/use-data-table-texts';
import { UNSORTED } from '../../../hooks/reports/use-table-pages';
import { formatDate, formatSize } from '../../../lib/format';

/**
 * Documents a page: more than the 20 a ZIP may hold, so that 'select all visible' can meet the limit and
 * say so, while a customer's hundreds of documents still come a page at a time.
 */
const DOCUMENTS_PER_PAGE = 50;

interface DocumentsTableProps {
  documents: readonly CustomerDocument[];
  selected: readonly number[];
  /** While a download runs, nothing else starts. */
  downloading: boolean;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (ids: readonly number[], checked: boolean) => void;
  onDownload: (document: CustomerDocument) => void;
}

/**
 * The documents on the registers' DataTable, with a checkbox each: sortable columns, pages of 50, the
 * API's order until a column is chosen; on a narrow screen the table scrolls sideways and stays legible.
 */
export function DocumentsTable({
  documents,
  selected,
  downloading,
  onToggle,
  onToggleAll,
  onDownload,
}: DocumentsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { texts, locale } = useDataTableTexts();
  const [sort, setSort] = useState<DataTableSort>(UNSORTED);
  const [page, setPage] = useState(1);

  const columns = useMemo<DataTableColumn<CustomerDocument>[]>(
    () => [
      {
        key: 'name',
        title: t('downloads.table.name'),
        value: (document) => document.name,
        // File names are long words: on a phone they keep a readable width and the table scrolls.
        render: (document) => (
          <Box miw={200}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </Text>
            {document.description ? (
              <Text size="xs" c="dimmed">
                {document.description}
              </Text>
            ) : null}
          </Box>
        ),
      },
      {
        key: 'type',
        title: t('downloads.table.type'),
        value: (document) => document.documentTypeDescription,
      },
      {
        key: 'category',
        title: t('downloads.table.category'),
        value: (document) => document.documentCategoryName,
      },
      {
        key: 'subject',
        title: t('downloads.table.subject'),
        value: (document) => document.documentSubjectName,
      },
      {
        key: 'date',
        title: t('downloads.table.date'),
        value: (document) => document.createdAt,
        render: (document) => formatDate(document.createdAt, language),
      },
      {
        key: 'size',
        title: t('downloads.table.size'),
        value: (document) => document.size,
        render: (document) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatSize(document.size, language)}</span>
        ),
        textAlign: 'right',
      },
      {
        key: 'download',
        title: t('downloads.table.actions'),
        sortable: false,
        value: () => null,
        render: (document) => (
          <Button
            size="xs"
            variant="default"
            disabled={downloading}
            aria-label={t('downloads.actions.downloadOne', { name: document.name })}
            onClick={() => onDownload(document)}
          >
            {t('downloads.actions.download')}
          </Button>
        ),
      },
    ],
    [t, language, downloading, onDownload],
  );

  const selectedHere = documents.filter((document) => selected.includes(document.id));
  // The table answers with every row checked after a click; the selection's hook keeps the limit.
  const changeSelection = (next: CustomerDocument[]) => {
    const nextIds = next.map((document) => document.id);
    const added = nextIds.filter((id) => !selected.includes(id));
    const removed = selectedHere.map((document) => document.id).filter((id) => !nextIds.includes(id));
    if (added.length === 1 && removed.length === 0) onToggle(added[0] as number, true);
    else if (added.length > 0) onToggleAll(added, true);
    if (removed.length === 1 && added.length === 0) onToggle(removed[0] as number, false);
    else if (removed.length > 0) onToggleAll(removed, false);
  };

  return (
    <DataTable
      label={t('downloads.table.caption')}
      columns={columns}
      rows={documents}
      rowKey={(document) => document.id}
      texts={texts}
      locale={locale}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      minWidth={860}
      pageSize={DOCUMENTS_PER_PAGE}
      pagerOnOnePage={false}
      selection={{
        selected: selectedHere,
        onChange: changeSelection,
        selectAllLabel: t('downloads.table.selectAll'),
        selectLabel: (document) => t('downloads.table.select', { name: document.name }),
      }}
    />
  );
}
