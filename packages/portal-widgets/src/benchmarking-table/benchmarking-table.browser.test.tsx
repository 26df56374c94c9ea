import { benchmarkingEndpoints, routeKey } from '@dossel/api-client';
import { composeStories, composeStory } from '@storybook/react-vite';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import type { Benchmarking } from '@dossel/api-client';
import { createFakeApiClient, type FakeRoutes } from '@dossel/api-client/testing';
import { resetToasts } from '../testing/reset-toasts';
import * as stories from './benchmarking-table.stories';
import { benchmarkingRoutes, fakeBenchmarking } from './benchmarking-table.fixtures';

const { Filled, Empty, HostRows, English } = composeStories(stories);

/** The Filled story on a fake server with `extra` routes over the fixture's. */
function onServer(extra: FakeRoutes = {}, rows: readonly Benchmarking[] = fakeBenchmarking) {
  const client = createFakeApiClient({}, { ...benchmarkingRoutes(rows), ...extra });
  return composeStory({ ...stories.Filled, args: { ...stories.default.args, client } }, stories.default);
}

/**
 * The files the table hands to the browser (ui-kit's saveFile clicks a link to an object URL), caught
 * instead of downloaded.
 */
function catchSavedFiles() {
  const files: { name: string; text: () => Promise<string>; bytes: () => Promise<Uint8Array> }[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = createObjectURL(blob);
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) {
      files.push({
        name: this.download,
        text: () => blob.text(),
        bytes: async () => new Uint8Array(await blob.arrayBuffer()),
      });
    }
  });
  return files;
}

/** The first file saved, once there is one. */
async function firstSaved(files: ReturnType<typeof catchSavedFiles>) {
  await vi.waitFor(() => expect(files.length).toBeGreaterThan(0));
  const [file] = files;
  if (!file) throw new Error('no file was saved');
  return file;
}

beforeEach(() => {
  resetToasts();
  vi.restoreAllMocks();
});

/** One entry of the fixture, to copy with other values. */
const entry: Benchmarking = {
  id: 1,
  customer_id: 1,
  customer_name: 'Reflorestadora Serra Azul',
  data: '2024-03-31',
  ima7: 38.5,
  performance: 96.25,
  impacto_clima: -4.1,
  version: 1,
};

const customerSelect = () => page.getByRole('combobox', { name: 'Cliente' });
const dateFilter = () => page.getByLabelText('Data');
const bodyRows = () => page.getByRole('row').elements().slice(1) as HTMLTableRowElement[];
const download = () => page.getByRole('button', { name: 'Baixar CSV' }).click();

describe('BenchmarkingTable', () => {
  test('lists every customer by name, and sorts by a column when its header is pressed', async () => {
    await render(<Filled />);
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual([
      'Agro Cerrado',
      'Florestal Vale Verde',
      'Reflorestadora Serra Azul',
      'Reflorestadora Serra Azul',
    ]);
    await page.getByRole('button', { name: 'Performance' }).click();
    await page.getByRole('button', { name: 'Performance' }).click();
    await vi.waitFor(() =>
      expect(bodyRows().map((row) => row.cells[3]?.textContent)).toEqual(['102,3', '96,25', '91', '88,4']),
    );
    // An empty number shows as a dash, not as zero.
    expect(page.getByRole('row', { name: /30\/06\/2024/ }).element().textContent).toContain('—');
  });

  test('asks /filtros only once a customer is chosen, then narrows its entries by date', async () => {
    const filtros = vi.fn(benchmarkingRoutes()[routeKey(benchmarkingEndpoints.filter)]);
    const Story = onServer({ [routeKey(benchmarkingEndpoints.filter)]: filtros });
    await render(<Story />);
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    expect(filtros).not.toHaveBeenCalled();
    await expect.element(dateFilter()).toBeDisabled();

    await customerSelect().selectOptions('Reflorestadora Serra Azul');
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(filtros).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { customer_id: 1, data: undefined } }),
      expect.anything(),
    );

    // Typed as a pt-BR reader writes it; the API gets the ISO day.
    await dateFilter().fill('30/06/2024');
    await expect.element(page.getByRole('row', { name: /31\/03\/2024/ })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(filtros).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { customer_id: 1, data: '2024-06-30' } }),
      expect.anything(),
    );

    await customerSelect().selectOptions('Todos os clientes');
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    await expect.element(dateFilter()).toBeDisabled();
    await expect.element(dateFilter()).toHaveValue('');
  });

  test('exports the shown entries as benchmarking_data.csv: every field but the ids, the customer as "Cliente"', async () => {
    const files = catchSavedFiles();
    await render(<Filled />);
    await customerSelect().selectOptions('Reflorestadora Serra Azul');
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).not.toBeInTheDocument();
    await download();

    await expect.element(page.getByText('Download do CSV realizado com sucesso')).toBeVisible();
    expect(files.map((file) => file.name)).toEqual(['benchmarking_data.csv']);
    // The UTF-8 byte-order mark keeps accents intact in Excel (reading the text drops it).
    const file = await firstSaved(files);
    expect([...(await file.bytes()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // pt-BR separates with ';' and writes ',' decimals (quoted, as every text is: issue 14); an empty
    // number is an empty cell.
    expect(await file.text()).toBe(
      '"Cliente";"data";"ima7";"performance";"impacto_clima"\r\n' +
        '"Reflorestadora Serra Azul";"2024-03-31";"38,5";"96,25";"-4,1"\r\n' +
        '"Reflorestadora Serra Azul";"2024-06-30";;91;"1,75"\r\n',
    );
  });

  test('neutralises text a spreadsheet would run as a formula', async () => {
    const files = catchSavedFiles();
    const rows = ['=HYPERLINK("x")', '+SOMA(1)', '-2', '@A1'].map((name, index) => ({
      ...entry,
      id: index + 1,
      customer_name: name,
    }));
    await render(<HostRows rows={rows} />);
    await download();
    const names = (await (await firstSaved(files)).text())
      .split('\r\n')
      .slice(1, 5)
      .map((line) => line.split(';')[0]);
    expect(names).toEqual([`"'=HYPERLINK(""x"")"`, `"'+SOMA(1)"`, `"'-2"`, `"'@A1"`]);
  });

  test('says there is nothing to download when there are no entries, and saves no file', async () => {
    const files = catchSavedFiles();
    await render(<Empty />);
    await expect.element(page.getByText('Nenhum registro cadastrado.')).toBeVisible();
    await download();
    await expect.element(page.getByText('Não há dados disponíveis para download.')).toBeVisible();
    expect(files).toEqual([]);
  });

  test('loads the history again after a delete through its client', async () => {
    let rows = [...fakeBenchmarking];
    const Story = onServer({ [routeKey(benchmarkingEndpoints.list)]: () => rows });
    const onDelete = vi.fn(async (row: Benchmarking) => {
      rows = rows.filter((candidate) => candidate.id !== row.id);
    });
    await render(<Story onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Excluir Agro Cerrado 31/12/2023' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledWith(fakeBenchmarking[3]);
    expect(bodyRows()).toHaveLength(3);
  });

  test('writes the file with English separators and header when the reader reads English', async () => {
    const files = catchSavedFiles();
    await render(<English />);
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.element(page.getByText('CSV downloaded successfully')).toBeVisible();
    const lines = (await (await firstSaved(files)).text()).split('\r\n');
    expect(lines[0]).toBe('"Customer","data","ima7","performance","impacto_clima"');
    expect(lines).toContain('"Agro Cerrado","2023-12-31",29,102.3,-10.5');
  });
});
