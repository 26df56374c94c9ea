import { apiError, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { withFakeClient } from '../../../testing/report-story';
import { staffScreenMeta } from '../../../testing/register-story';
import { emptyHistory } from '../../../testing/staff-session';
import {
  analystKey,
  API_KEYS_API,
  FAKE_NEW_KEY,
  fakeApiKeysServer,
  pipelineKey,
  revokedKey,
} from './api-keys-fixtures';
import { ApiKeysPage } from './api-keys-page';

const meta = {
  title: 'Portal/Registers/API keys',
  component: ApiKeysPage,
  ...staffScreenMeta(paths.apiKeys, ApiKeysPage, fakeApiKeysServer().routes),
} satisfies Meta<typeof ApiKeysPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const server = (extra: FakeRoutes = {}) =>
  withFakeClient({ ...fakeApiKeysServer().routes, ...emptyHistory, ...extra });

/** The row of the key named `name`. */
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

/** Opens 'Nova chave' and fills its form with a name and Serra Azul. */
async function fillNewKey() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nova chave' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova chave de API' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Pipeline de teste');
  const customer = () => within(dialog).getByRole('combobox', { name: 'Cliente' });
  await waitFor(() => expect(customer()).toBeEnabled());
  await userEvent.selectOptions(customer(), 'Reflorestadora Serra Azul');
  return dialog;
}

/** The list has not arrived: skeleton rows. */
export const Loading: Story = {
  parameters: server({ [`GET ${API_KEYS_API}`]: () => neverSettles() }),
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
  },
};

/** No key yet: the empty text, and 'Nova chave'. */
export const Empty: Story = {
  parameters: server({ [`GET ${API_KEYS_API}`]: () => [] }),
  play: async () => {
    await waitFor(() => expect(screen.getByText('Nenhuma chave de API criada.')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Nova chave' })).toBeVisible();
  },
};

/** Keys in each state: for every customer and used, for one customer and never used, revoked. */
export const List: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Chaves de API' })).toBeVisible();
    const pipeline = within(await rowOf(pipelineKey.name));
    await expect(pipeline.getByText('Todos os clientes')).toBeVisible();
    await expect(pipeline.getByText('dsk_8fK2pQzL…')).toBeVisible();
    await expect(pipeline.getByText('Importações')).toBeVisible();
    await expect(pipeline.getByText('Sem validade')).toBeVisible();
    await expect(pipeline.getByText('Ativa')).toBeVisible();
    const analyst = within(await rowOf(analystKey.name));
    await expect(analyst.getByText('Reflorestadora Serra Azul')).toBeVisible();
    await expect(analyst.getByText('Nunca usada')).toBeVisible();
    await expect(analyst.getByText('Marina Costa')).toBeVisible();
    const revoked = within(await rowOf(revokedKey.name));
    await expect(revoked.getByText('Revogada')).toBeVisible();
    await expect(
      revoked.queryByRole('button', { name: `Revogar ${revokedKey.name}` }),
    ).not.toBeInTheDocument();
    // The list never holds a whole key, only its first characters.
    await expect(document.body).not.toHaveTextContent(FAKE_NEW_KEY);
  },
};

/** 'Nova chave': the form with its name, customer (or all), expiry and scope, then sending. */
export const Creating: Story = {
  parameters: server({ [`POST ${API_KEYS_API}`]: () => neverSettles() }),
  play: async () => {
    const dialog = await fillNewKey();
    await expect(within(dialog).getByRole('checkbox', { name: 'Importações' })).toBeChecked();
    await expect(within(dialog).getByLabelText(/^Validade/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    await waitFor(() => expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A key without a name is not sent: the field says why. */
export const CreateInvalid: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nova chave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova chave de API' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    await expect(await within(dialog).findByText('Campo obrigatório')).toBeVisible();
  },
};

/** The key once created: shown this once, with its copy button and the warning; the list has it. */
export const KeyShownOnce: Story = {
  parameters: server(),
  play: async () => {
    const dialog = await fillNewKey();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    const shown = await screen.findByRole('dialog', { name: 'Chave criada' });
    await expect(within(shown).getByText(FAKE_NEW_KEY)).toBeVisible();
    await expect(within(shown).getByText('Copie a chave agora')).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Copiar chave' })).toBeVisible();
    await expect(await rowOf('Pipeline de teste')).toBeVisible();
  },
};

/** Done closes the dialog: the key is gone from the screen for good. */
export const KeyGoneAfterDone: Story = {
  parameters: server(),
  play: async () => {
    const dialog = await fillNewKey();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    const shown = await screen.findByRole('dialog', { name: 'Chave criada' });
    await userEvent.click(within(shown).getByRole('button', { name: 'Concluído' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.body).not.toHaveTextContent(FAKE_NEW_KEY);
  },
};

/** The server refuses the new key: its reason shows in the dialog, the typing stays. */
export const CreateRefused: Story = {
  parameters: server({
    [`POST ${API_KEYS_API}`]: () => {
      throw apiError(400, 'apiKeys.unknownCustomer', 'Cliente não encontrado.');
    },
  }),
  play: async () => {
    const dialog = await fillNewKey();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cliente não encontrado.');
    await expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Pipeline de teste');
  },
};

/** Revoke asks first, saying scripts stop at once. */
export const RevokeConfirm: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: `Revogar ${pipelineKey.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Revogar a chave "${pipelineKey.name}"?` });
    await expect(dialog).toHaveTextContent('deixarão de funcionar na hora');
  },
};

/** Revoked: the row says so, and has no Revoke any more. */
export const Revoked: Story = {
  parameters: server(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: `Revogar ${pipelineKey.name}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(await rowOf(pipelineKey.name));
    await waitFor(() => expect(row.getByText('Revogada')).toBeVisible());
    await expect(row.queryByRole('button', { name: `Revogar ${pipelineKey.name}` })).not.toBeInTheDocument();
  },
};

/** Someone who is not staff: the server's 403, in place of the table. */
export const Refused: Story = {
  parameters: server({
    [`GET ${API_KEYS_API}`]: () => {
      throw apiError(403, 'auth.forbidden', 'Você não tem acesso a este recurso.');
    },
  }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem acesso a este recurso.');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    const pipeline = within(await rowOf(pipelineKey.name));
    await expect(pipeline.getByText('All customers')).toBeVisible();
    await expect(pipeline.getByText('Active')).toBeVisible();
    await expect(within(await rowOf(revokedKey.name)).getByText('Revoked')).toBeVisible();
  },
};

export const EnglishKeyShown: Story = {
  parameters: server(),
  globals: { locale: 'en-US' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pipeline de teste');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Key created' });
    await expect(within(shown).getByText('Copy the key now')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Claves de API' })).toBeVisible();
    const pipeline = within(await rowOf(pipelineKey.name));
    await expect(pipeline.getByText('Todos los clientes')).toBeVisible();
    await expect(within(await rowOf(revokedKey.name)).getByText('Revocada')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Revocar ${pipelineKey.name}` }));
    await expect(
      await screen.findByRole('dialog', { name: `¿Revocar la clave "${pipelineKey.name}"?` }),
    ).toBeVisible();
  },
};
