import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { fakeThirdParties, fakeThirdPartiesServer, THIRD_PARTIES_API } from './third-parties-fixtures';
import { ThirdPartiesPage } from './third-parties-page';

const meta = {
  title: 'Portal/Field operations/Service providers/List',
  component: ThirdPartiesPage,
  ...registerListMeta(paths.thirdParty, ThirdPartiesPage, fakeThirdPartiesServer().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof ThirdPartiesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: THIRD_PARTIES_API,
  rows: fakeThirdParties,
  sample: { id: 2, label: 'José Almeida' },
  refusal: 'Este registro está em uso em operações e não pode ser excluído.',
  titles: {
    'pt-BR': 'Prestadores de serviço',
    'en-US': 'Service providers',
    es: 'Proveedores de servicios',
  },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
/** The providers with their document, contact and link type. */
export const Filled: Story = {
  play: async () => {
    await stories.Filled.play();
    const row = await screen.findByRole('row', { name: /José Almeida/ });
    await expect(within(row).getByText('Colaborador')).toBeVisible();
    await expect(within(row).getByText('jose.almeida@valeverde.com.br')).toBeVisible();
  },
};
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
/** In English the link types are named in English too. */
export const English: Story = {
  ...stories.English,
  play: async () => {
    await stories.English.play();
    const row = await screen.findByRole('row', { name: /José Almeida/ });
    await expect(within(row).getByText('Employee')).toBeVisible();
  },
};
export const Spanish: Story = stories.Spanish;
