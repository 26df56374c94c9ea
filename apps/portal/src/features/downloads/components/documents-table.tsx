import type { CustomerDocument, Language } from '@dossel/api-client';
import { Button, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDate, formatSize } from '../../../lib/format';

interface DocumentsTableProps {
  documents: readonly CustomerDocument[];
  selected: readonly number[];
  /** While a download runs, nothing else starts. */
  downloading: boolean;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (ids: readonly number[], checked: boolean) => void;
  onDownload: (document: CustomerDocument) => void;
}

/** The documents with a checkbox each; on a narrow screen the table scrolls sideways and stays legible. */
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
  const ids = documents.map((document) => document.id);
  const selectedHere = ids.filter((id) => selected.includes(id)).length;

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('downloads.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('downloads.table.selectAll')}
                checked={selectedHere > 0 && selectedHere === ids.length}
                indeterminate={selectedHere > 0 && selectedHere < ids.length}
                onChange={(event) => onToggleAll(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            {/* File names are long words: on a phone they keep a readable width and the table scrolls. */}
            <Table.Th miw={200}>{t('downloads.table.name')}</Table.Th>
            <Table.Th>{t('downloads.table.type')}</Table.Th>
            <Table.Th>{t('downloads.table.category')}</Table.Th>
            <Table.Th>{t('downloads.table.subject')}</Table.Th>
            <Table.Th>{t('downloads.table.date')}</Table.Th>
            <Table.Th ta="right">{t('downloads.table.size')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('downloads.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <Checkbox
                  aria-label={t('downloads.table.select', { name: document.name })}
                  checked={selected.includes(document.id)}
                  onChange={(event) => onToggle(document.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {document.name}
                </Text>
                {document.description ? (
                  <Text size="xs" c="gray.7">
                    {document.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{document.documentTypeDescription}</Table.Td>
              <Table.Td>{document.documentCategoryName}</Table.Td>
              <Table.Td>{document.documentSubjectName}</Table.Td>
              <Table.Td>{formatDate(document.createdAt, language)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatSize(document.size, language)}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  disabled={downloading}
                  aria-label={t('downloads.actions.downloadOne', { name: document.name })}
                  onClick={() => onDownload(document)}
                >
                  {t('downloads.actions.download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
