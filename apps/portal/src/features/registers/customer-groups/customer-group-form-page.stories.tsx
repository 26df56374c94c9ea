import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../../config/paths';
import { registerFormMeta, registerFormStories } from '../testing/register-story';
import { CUSTOMER_GROUPS_API, fakeCustomerGroupsRegister } from './customer-groups-fixtures';
import { CustomerGroupFormPage } from './customer-group-form-page';

const meta = {
  title: 'Portal/Registers/Customer groups/Form',
  component: CustomerGroupFormPage,
  ...registerFormMeta(paths.customerGroups, CustomerGroupFormPage, fakeCustomerGroupsRegister().routes),
} satisfies Meta<typeof CustomerGroupFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerFormStories({
  api: CUSTOMER_GROUPS_API,
  editPath: paths.customerGroups.editHref(2),
  shown: { label: 'Nome', value: 'Cerrado Norte' },
  typed: { Nome: 'Litoral Sul' },
  required: 1,
  titles: {
    new: { 'pt-BR': 'Novo grupo de clientes', 'en-US': 'New customer group', es: 'Nuevo grupo de clientes' },
    edit: {
      'pt-BR': 'Editar grupo de clientes',
      'en-US': 'Edit customer group',
      es: 'Editar grupo de clientes',
    },
  },
});

export const New: Story = stories.New;
export const Edit: Story = stories.Edit;
export const Invalid: Story = stories.Invalid;
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
