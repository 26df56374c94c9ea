import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { conflictStory, registerFormMeta, registerFormStories } from '../../../testing/register-story';
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

const conflict = conflictStory({
  register: fakeCustomerGroupsRegister(),
  id: 2,
  elsewhere: { name: 'Cerrado Central' },
  editPath: paths.customerGroups.editHref(2),
  type: async () => {
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Cerrado Norte e Oeste');
  },
});
/** Someone else renamed the group while it was open here: both names side by side, to reload or overwrite. */
export const Conflict: Story = {
  ...conflict,
  play: async () => {
    await conflict.play();
    const notice = screen.getByRole('alert');
    await expect(
      within(notice).getByRole('row', { name: 'Nome Cerrado Central Cerrado Norte e Oeste' }),
    ).toBeVisible();
  },
};
const englishRegister = fakeCustomerGroupsRegister();
/** The same in English. */
export const ConflictInEnglish: Story = {
  ...conflictStory({
    register: englishRegister,
    id: 2,
    elsewhere: { name: 'Cerrado Central' },
    editPath: paths.customerGroups.editHref(2),
    type: async () => undefined,
  }),
  globals: { locale: 'en-US' },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), ' e Oeste');
    englishRegister.saveElsewhere(2, { name: 'Cerrado Central' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    await expect(notice).toHaveTextContent('Someone else changed this record while you were editing it');
    await expect(
      within(notice).getByRole('row', { name: 'Name Cerrado Central Cerrado Norte e Oeste' }),
    ).toBeVisible();
    await expect(within(notice).getByRole('button', { name: 'Save mine over it' })).toBeVisible();
  },
};
