import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { paths } from '../../../config/paths';
import { registerFormMeta, registerFormStories } from '../../../testing/register-story';
import { signedInForFieldOperations } from '../testing/field-operations-session';
import { fakeSuppliesRegister, SUPPLIES_API } from './supplies-fixtures';
import { SupplyFormPage } from './supply-form-page';

const meta = {
  title: 'Portal/Field operations/Supplies/Form',
  component: SupplyFormPage,
  ...registerFormMeta(paths.supplies, SupplyFormPage, fakeSuppliesRegister().routes),
  beforeEach: signedInForFieldOperations,
} satisfies Meta<typeof SupplyFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const costField = () => screen.findByRole('spinbutton', { name: 'Custo atual (R$)' });

const stories = registerFormStories({
  api: SUPPLIES_API,
  editPath: paths.supplies.editHref(2),
  shown: { label: 'Insumo', value: 'Glifosato 480' },
  typed: { Insumo: 'Calcário dolomítico' },
  choose: async () => {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'Fertilização');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unidade' }), 'Tonelada (ton)');
    await userEvent.type(await costField(), '180');
  },
  required: 4,
  titles: {
    new: { 'pt-BR': 'Novo insumo', 'en-US': 'New supply', es: 'Nuevo insumo' },
    edit: { 'pt-BR': 'Editar insumo', 'en-US': 'Edit supply', es: 'Editar insumo' },
  },
});

export const New: Story = stories.New;
/** Opened from its link: every field filled in, the choices and the cost too. */
export const Edit: Story = {
  ...stories.Edit,
  play: async () => {
    await stories.Edit.play();
    await expect(screen.getByRole('combobox', { name: 'Grupo' })).toHaveDisplayValue('Matocompetição');
    await expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveDisplayValue('L');
    await expect(await costField()).toHaveValue(32.9);
  },
};
export const Invalid: Story = stories.Invalid;
/** A cost under R$ 0,01 is refused in the spec's words. */
export const CostTooLow: Story = {
  play: async () => {
    await userEvent.type(await costField(), '0.001');
    await userEvent.tab();
    await expect(await screen.findByText('O custo deve ser maior que zero')).toBeVisible();
  },
};
export const Saving: Story = stories.Saving;
export const ServerRejection: Story = stories.ServerRejection;
export const NotFound: Story = stories.NotFound;
export const English: Story = stories.English;
export const Spanish: Story = stories.Spanish;
