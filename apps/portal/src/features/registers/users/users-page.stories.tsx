import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { fakeUsers, fakeUsersServer, USERS_API } from './users-fixtures';
import { UsersPage } from './users-page';

const meta = {
  title: 'Portal/Registers/Users/List',
  component: UsersPage,
  ...registerListMeta(paths.users, UsersPage, fakeUsersServer().routes),
} satisfies Meta<typeof UsersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: USERS_API,
  rows: fakeUsers,
  sample: { id: 3, label: 'Beatriz Nova' },
  refusal: 'Este usuário não pode ser excluído.',
  titles: { 'pt-BR': 'Usuários', 'en-US': 'Users', es: 'Usuarios' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const Filled: Story = stories.Filled;
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

/** A user's main customer, whether they administer services, and a user who never signed in. */
export const Columns: Story = {
  play: async () => {
    const admin = await screen.findByRole('row', { name: /Administrador Dossel/ });
    await expect(within(admin).getByText('Reflorestadora Serra Azul')).toBeVisible();
    await expect(within(admin).getByText('Sim')).toBeVisible();
    const newcomer = screen.getByRole('row', { name: /Beatriz Nova/ });
    await expect(within(newcomer).getByText('Nunca')).toBeVisible();
  },
};
