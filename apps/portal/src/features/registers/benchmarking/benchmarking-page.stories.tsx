import { benchmarkingEndpoints } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { fakeBenchmarking, fakeBenchmarkingRegister } from './benchmarking-fixtures';
import { BenchmarkingPage } from './benchmarking-page';

const meta = {
  title: 'Portal/Registers/Benchmarking/List',
  component: BenchmarkingPage,
  ...registerListMeta(paths.benchmarking, BenchmarkingPage, fakeBenchmarkingRegister().routes),
} satisfies Meta<typeof BenchmarkingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: benchmarkingEndpoints.list.path,
  rows: fakeBenchmarking,
  sample: { id: 3, label: 'Florestal Vale Verde 01/01/2024' },
  refusal: 'Este histórico não pode ser excluído agora.',
  titles: { 'pt-BR': 'Benchmarking', 'en-US': 'Benchmarking', es: 'Benchmarking' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

/** A link with a customer and a date: that customer's entries of that day, the filters showing them. */
export const FilteredByLink: Story = {
  parameters: { path: `${paths.benchmarking.href()}?customer=1&date=2024-06-30` },
  play: async () => {
    await expect(await screen.findByRole('row', { name: /30\/06\/2024/ })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveDisplayValue(
        'Reflorestadora Serra Azul',
      ),
    );
    // The link's ISO day, shown as a pt-BR reader writes it.
    await expect(screen.getByLabelText('Data')).toHaveValue('30/06/2024');
    await expect(screen.getAllByRole('row')).toHaveLength(2);
  },
};

/** Exporting: the file is made in the browser and the spec's toast says so. */
export const CsvExported: Story = {
  play: async () => {
    await screen.findByRole('row', { name: /Florestal Vale Verde/ });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(screen.getByText('Download do CSV realizado com sucesso')).toBeVisible());
  },
};
