import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { withPortalTexts } from '../../testing/story-helpers';
import { UpdatePrompt } from './update-prompt';

const meta = {
  title: 'Portal/Shell/Update prompt',
  component: UpdatePrompt,
  decorators: [withPortalTexts],
  args: { onUpdate: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new release is installed and waits: the user chooses when to switch. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const prompt = within(
      await within(canvasElement).findByRole('region', { name: 'Atualização do portal' }),
    );
    await expect(prompt.getByRole('status')).toHaveTextContent('Uma nova versão do portal está disponível.');
    await userEvent.click(prompt.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await userEvent.click(prompt.getByRole('button', { name: 'Depois' }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const prompt = within(await within(canvasElement).findByRole('region', { name: 'Portal update' }));
    await expect(prompt.getByText('A new version of the portal is available.')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const prompt = within(
      await within(canvasElement).findByRole('region', { name: 'Actualización del portal' }),
    );
    await expect(prompt.getByText('Hay una nueva versión del portal disponible.')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  },
};
