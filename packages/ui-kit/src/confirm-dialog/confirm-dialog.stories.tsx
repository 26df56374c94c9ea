import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: 'Deseja excluir esse registro?',
    message: 'Essa ação não poderá ser revertida.',
    confirmLabel: 'Excluir',
    cancelLabel: 'Cancelar',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The delete question of spec section 2: the harmless answer has the focus. */
export const DeleteQuestion: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
    await expect(dialog).toHaveTextContent('Essa ação não poderá ser revertida.');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Waiting for the action: the confirm button loads and the dialog cannot be dismissed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
