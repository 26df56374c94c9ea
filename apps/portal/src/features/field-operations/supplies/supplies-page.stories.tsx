import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerListMeta, registerListStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { fakeSupplies, fakeSuppliesRegister, SUPPLIES_API } from './supplies-fixtures';
import { SuppliesPage } from './supplies-page';

const meta = {
  title: 'Portal/Field operations/Supplies/List',
  component: SuppliesPage,
  ...registerListMeta(paths.supplies, SuppliesPage, fakeSuppliesRegister().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof SuppliesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = registerListStories({
  api: SUPPLIES_API,
  rows: fakeSupplies,
  sample: { id: 2, label: 'Glifosato 480' },
  refusal: 'Este registro está em uso e não pode ser excluído.',
  titles: { 'pt-BR': 'Insumos', 'en-US': 'Supplies', es: 'Insumos' },
});

export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
/** The supplies with their group, unit and cost in R$. */
export const Filled: Story = {
  play: async () => {
    await stories.Filled.play();
    const row = await screen.findByRole('row', { name: /Glifosato 480/ });
    await expect(within(row).getByText('Matocompetição')).toBeVisible();
    await expect(row).toHaveTextContent(/R\$\s32,90/);
  },
};
export const DeleteConfirmation: Story = stories.DeleteConfirmation;
export const DeleteRefused: Story = stories.DeleteRefused;
/** In English the groups and units are named in English too; the money stays in R$. */
export const English: Story = {
  ...stories.English,
  play: async () => {
    await stories.English.play();
    const row = await screen.findByRole('row', { name: /Glifosato 480/ });
    await expect(within(row).getByText('Weed control')).toBeVisible();
    await expect(row).toHaveTextContent('R$32.90');
  },
};
export const Spanish: Story = stories.Spanish;
