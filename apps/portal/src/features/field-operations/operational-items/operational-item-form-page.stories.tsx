import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { OperationalItemFormPage } from './operational-item-form-page';
import { fakeOperationalItemsRegister, OPERATIONAL_ITEMS_API } from './operational-items-fixtures';

const meta = {
  title: 'Portal/Field operations/Operational items/Form',
  component: OperationalItemFormPage,
  ...registerFormMeta(paths.operationalItems, OperationalItemFormPage, fakeOperationalItemsRegister().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof OperationalItemFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const costField = () => screen.findByRole('spinbutton', { name: 'Custo atual (R$)' });

const stories = registerFormStories({
  api: OPERATIONAL_ITEMS_API,
  editPath: paths.operationalItems.editHref(2),
  shown: { label: 'Item', value: 'Óleo diesel S10' },
  typed: { Item: 'Roçadeira costal' },
  choose: async () => {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Máquinário');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unidade' }), 'Hora');
    await userEvent.type(await costField(), '45.9');
  },
  required: 4,
  titles: {
    new: { 'pt-BR': 'Novo Item Operacional', 'en-US': 'New operational item', es: 'Nuevo ítem operativo' },
    edit: {
      'pt-BR': 'Editar Item Operational',
      'en-US': 'Edit operational item',
      es: 'Editar ítem operativo',
    },
  },
});

export const New: Story = stories.New;
/** Opened from its link: every field filled in, the choices and the cost too. */
export const Edit: Story = {
  ...stories.Edit,
  play: async () => {
    await stories.Edit.play();
    await expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveDisplayValue('Combustível');
    await expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveDisplayValue('Litros');
    await expect(await costField()).toHaveValue(6.19);
  },
};
export const Invalid: Story = stories.Invalid;
/** A cost of zero is refused in the spec's words. */
export const CostOfZero: Story = {
  play: async () => {
    await userEvent.type(await costField(), '0');
    await userEvent.tab();
    await expect(await screen.findByText('O custo deve ser maior que zero')).toBeVisible();
  },
};
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
