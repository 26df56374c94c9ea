import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { paths } from '../../../config/paths';
import { chooseOption, registerListMeta, registerListStories } from '../../../testing/register-story';
import { CUSTOMERS_API, fakeCustomers, fakeCustomersServer } from './customers-fixtures';
import { CustomersPage } from './customers-page';

const meta = {
  title: 'Portal/Registers/Customers/List',
  component: CustomersPage,
  ...registerListMeta(paths.customers, CustomersPage, fakeCustomersServer().routes),
} satisfies Meta<typeof CustomersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: CUSTOMERS_API,
  rows: fakeCustomers,
  sample: { id: 3, label: 'Agro Cerrado' },
  refusal: 'Este cliente é o cliente principal de algum usuário e não pode ser excluído.',
  titles: { 'pt-BR': 'Clientes', 'en-US': 'Customers', es: 'Clientes' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
/** The list in the dark scheme. */
export const Dark: Story = { ...stories.Filled, globals: { colorScheme: 'dark' } };

/** One group's customers, the group chosen beside the search box. */
export const FilteredByGroup: Story = {
  play: async () => {
    await chooseOption('Grupo de clientes', 'Vale do Paraíba');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Agro Cerrado/ })).not.toBeInTheDocument());
    await expect(screen.getByRole('row', { name: /Florestal Vale Verde/ })).toBeVisible();
  },
};
