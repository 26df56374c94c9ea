import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { chooseOption, registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { UserFormPage } from './user-form-page';
import { fakeUsersServer, USERS_API } from './users-fixtures';

const meta = {
  title: 'Portal/Registers/Users/Form',
  component: UserFormPage,
  ...registerFormMeta(paths.users, UserFormPage, fakeUsersServer().routes),
} satisfies Meta<typeof UserFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const chooseMainCustomer = (name: string) => chooseOption('Cliente principal', name);

const stories = registerFormStories({
  api: USERS_API,
  editPath: paths.users.editHref(2),
  shown: { label: 'E-mail', value: 'cliente@demo.com.br' },
  typed: { Nome: 'Carla Souza', 'E-mail': 'carla@valeverde.com.br' },
  // Name, e-mail and main customer.
  required: 3,
  titles: {
    new: { 'pt-BR': 'Novo usuário', 'en-US': 'New user', es: 'Nuevo usuario' },
    edit: { 'pt-BR': 'Editar usuário', 'en-US': 'Edit user', es: 'Editar usuario' },
  },
  lookups: fakeUsersServer().routes,
  choose: () => chooseMainCustomer('Florestal Vale Verde'),
});

export const New: Story = stories.New;
export const Edit: Story = stories.Edit;
export const Invalid: Story = stories.Invalid;
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;

/** Each linked customer's services: the main customer is always linked, each one has its check boxes. */
export const ServicesPerCustomer: Story = {
  parameters: { path: paths.users.editHref(2) },
  play: async () => {
    const valeVerde = await screen.findByRole('group', { name: 'Serviços de Florestal Vale Verde' });
    await expect(within(valeVerde).getByRole('checkbox', { name: 'Custos de campo' })).toBeChecked();
    const serraAzul = screen.getByRole('group', { name: 'Serviços de Reflorestadora Serra Azul' });
    await expect(within(serraAzul).getByRole('checkbox', { name: 'Custos de campo' })).not.toBeChecked();
    const linked = screen.getByRole('group', { name: 'Clientes vinculados' });
    await expect(within(linked).getByRole('checkbox', { name: 'Reflorestadora Serra Azul' })).toBeDisabled();
  },
};

/** A services administrator outside the provider's e-mail domain: the spec's message. */
export const ServicesAdminRefused: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Carla Souza');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'carla@valeverde.com.br');
    await chooseMainCustomer('Florestal Vale Verde');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Administrador de serviços' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await expect(
      await screen.findByText('Esta conta de e-mail não pertence a Dossel. Desmarque esta opção.'),
    ).toBeVisible();
  },
};

/** On an existing user: set their password or send the first-access e-mail. */
export const Access: Story = {
  parameters: { path: paths.users.editHref(3) },
  play: async () => {
    const access = await screen.findByRole('region', { name: 'Acesso do usuário' });
    await expect(within(access).getByRole('button', { name: 'Definir senha' })).toBeVisible();
    await expect(
      within(access).getByRole('button', { name: 'Enviar e-mail de primeiro acesso' }),
    ).toBeVisible();
  },
};

/** The first-access e-mail sent: the toast names the address. */
export const FirstAccessSent: Story = {
  parameters: { path: paths.users.editHref(3) },
  play: async () => {
    const access = await screen.findByRole('region', { name: 'Acesso do usuário' });
    await userEvent.click(within(access).getByRole('button', { name: 'Enviar e-mail de primeiro acesso' }));
    // The toast slides in.
    await waitFor(() =>
      expect(screen.getByText('E-mail de primeiro acesso enviado para novo@demo.com.br')).toBeVisible(),
    );
  },
};
