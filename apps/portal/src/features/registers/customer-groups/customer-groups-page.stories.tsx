import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import {
  CUSTOMER_GROUPS_API,
  fakeCustomerGroups,
  fakeCustomerGroupsRegister,
} from './customer-groups-fixtures';
import { CustomerGroupsPage } from './customer-groups-page';

const meta = {
  title: 'Portal/Registers/Customer groups/List',
  component: CustomerGroupsPage,
  ...registerListMeta(paths.customerGroups, CustomerGroupsPage, fakeCustomerGroupsRegister().routes),
} satisfies Meta<typeof CustomerGroupsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: CUSTOMER_GROUPS_API,
  rows: fakeCustomerGroups,
  sample: { id: 1, label: 'Vale do Paraíba' },
  refusal: 'Este grupo possui clientes e não pode ser excluído.',
  titles: { 'pt-BR': 'Grupos de clientes', 'en-US': 'Customer groups', es: 'Grupos de clientes' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
