import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import {
  fakeOperationalItems,
  fakeOperationalItemsRegister,
  OPERATIONAL_ITEMS_API,
} from './operational-items-fixtures';
import { OperationalItemsPage } from './operational-items-page';

const meta = {
  title: 'Portal/Field operations/Operational items/List',
  component: OperationalItemsPage,
  ...registerListMeta(paths.operationalItems, OperationalItemsPage, fakeOperationalItemsRegister().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof OperationalItemsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: OPERATIONAL_ITEMS_API,
  list: `${OPERATIONAL_ITEMS_API}/lista`,
  lookups: { [`GET ${OPERATIONAL_ITEMS_API}/lista`]: () => fakeOperationalItems },
  rows: fakeOperationalItems,
  sample: { id: 2, label: 'Óleo diesel S10' },
  refusal: 'Este registro está em uso em operações e não pode ser excluído.',
  titles: { 'pt-BR': 'Itens operacionais', 'en-US': 'Operational items', es: 'Ítems operativos' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
/** The items with their category, unit and cost in R$. */
export const Filled: Story = {
  play: async () => {
    await stories.Filled.play();
    const row = await screen.findByRole('row', { name: /Óleo diesel S10/ });
    await expect(within(row).getByText('Combustível')).toBeVisible();
    await expect(within(row).getByText('Litros')).toBeVisible();
    await expect(row).toHaveTextContent(/R\$\s6,19/);
  },
};
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
/** A deleted item says so in the spec's own words. */
export const Deleted: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Trator de pneus' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    // The toast slides in: wait until it is fully shown.
    await waitFor(() => expect(screen.getByText('Item operational excluído com sucesso')).toBeVisible());
  },
};
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
