import type { Language } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { uiKitMessages } from '../messages';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-column';
import { dataTableTexts, type Translate } from './data-table-texts';
import type { DataTableSort } from './table-rows';

interface Customer {
  id: number;
  name: string;
  group: string;
  plots: number;
}

const groups = ['Vale do Paraíba', 'Cerrado Norte', 'Serra Azul'];
const customers = (count: number): Customer[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Cliente ${String(index + 1).padStart(5, '0')}`,
    group: groups[index % groups.length] ?? '',
    plots: (index * 37) % 500,
  }));

/** ui-kit's own texts, as a host's i18next would give them (stories run without the portal). */
function translatorFor(language: Language): Translate {
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], uiKitMessages[language]);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

interface HarnessProps {
  rows: Customer[] | undefined;
  language: Language;
  onDelete?: (row: Customer) => Promise<void>;
  onEdit?: (row: Customer) => void;
}

/** The table with its page, sort and search held in state, as a screen holds them in its address. */
function Harness({ rows, language, onDelete, onEdit }: HarnessProps) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'asc' });
  const [search, setSearch] = useState('');
  const texts = useMemo(() => dataTableTexts(translatorFor(language)), [language]);
  const columns = useMemo<DataTableColumn<Customer>[]>(
    () => [
      { key: 'name', title: 'Nome', value: (row) => row.name, searchable: true },
      { key: 'group', title: 'Grupo', value: (row) => row.group, searchable: true },
      { key: 'plots', title: 'Talhões', value: (row) => row.plots, textAlign: 'right' },
    ],
    [],
  );
  return (
    <DataTable
      label="Clientes"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      texts={texts}
      locale={language}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
      }}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

const meta = {
  title: 'ui-kit/DataTable',
  component: Harness,
  args: { rows: customers(45), language: 'pt-BR' },
  render: (args, { globals }) => <Harness {...args} language={(globals.locale as Language) ?? 'pt-BR'} />,
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The rows have not arrived: skeleton rows under the headers, and a polite "loading" for screen readers. */
export const Loading: Story = {
  args: { rows: undefined },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
    // The first story to show the grid loads its code (a chunk of its own): on a busy machine, over 1 s.
    const table = await screen.findByRole('table', { name: 'Clientes' }, { timeout: 10_000 });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A register with no records yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhum registro cadastrado.')).toBeVisible());
  },
};

/** 45 rows: the first 20, sorted by name, with every header a sortable column header. */
export const Filled: Story = {
  args: { onEdit: fn(), onDelete: fn(async () => undefined) },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Clientes' });
    await expect(within(table).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyRows()).toHaveLength(20);
    await expect(screen.getByText('1–20 de 45')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Editar Cliente 00001' })).toBeVisible();
  },
};

/** Sorting by a column, then reversing it. */
export const Sorting: Story = {
  play: async () => {
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Talhões' }));
    await expect(screen.getByRole('columnheader', { name: 'Talhões' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyRows()[0]).toHaveTextContent('Cliente 00001');
    await userEvent.click(screen.getByRole('button', { name: 'Talhões' }));
    await expect(screen.getByRole('columnheader', { name: 'Talhões' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'none');
    await expect(bodyRows()[0]).toHaveTextContent('499');
  },
};

/** The search looks in the searchable columns, accents aside; a search that finds nothing says so. */
export const Searching: Story = {
  play: async () => {
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'paraiba');
    await expect(await screen.findByText('1–15 de 15')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), ' sul');
    // The empty state fades in.
    await waitFor(() => expect(screen.getByText('Nenhum registro corresponde à pesquisa.')).toBeVisible());
  },
};

/** 10,000 rows: only the page's 20 are in the document, and the last page is a click away. */
export const TenThousandRows: Story = {
  args: { rows: customers(10_000) },
  play: async () => {
    await screen.findByRole('table');
    await expect(bodyRows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await expect(await screen.findByText('9981–10000 de 10000')).toBeVisible();
    await expect(bodyRows()[19]).toHaveTextContent('Cliente 10000');
  },
};

/** Delete asks first; the dialog waits for the deletion, then closes. */
export const DeleteConfirmation: Story = {
  args: { onDelete: fn(async () => undefined), onEdit: fn() },
  play: async ({ args }) => {
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Cliente 00002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await expect(dialog).toHaveTextContent('Essa ação não poderá ser revertida.');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Editar Cliente 00003' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

/** Cancelling changes nothing. */
export const DeleteCancelled: Story = {
  args: { onDelete: fn(async () => undefined) },
  play: async ({ args }) => {
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Cliente 00001' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { onDelete: fn(async () => undefined) },
  play: async () => {
    await screen.findByRole('table');
    await expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(screen.getByText('1–20 of 45')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Cliente 00001' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Do you want to delete this record?' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { rows: [] },
  play: async () => {
    await waitFor(() => expect(screen.getByText('No hay registros.')).toBeVisible());
    await expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
  },
};
