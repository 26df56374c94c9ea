import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { phoneStory } from '../../testing/report-story';
import { withPortalTexts } from '../../testing/story-helpers';
import { OfflineStartNote } from './offline-start-note';

const meta = {
  title: 'Portal/Shell/Offline start note',
  component: OfflineStartNote,
  decorators: [withPortalTexts],
  args: { onClose: fn() },
} satisfies Meta<typeof OfflineStartNote>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The portal opened without network on the device's copy of the session: said once, and closable. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const note = within(canvasElement);
    await expect(await note.findByRole('status')).toHaveTextContent(
      'Sem conexão: o portal abriu com a sua última sessão neste aparelho. Os dados voltam quando a conexão voltar.',
    );
    await userEvent.click(note.getByRole('button', { name: 'Fechar o aviso' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement);
    await expect(await note.findByRole('status')).toHaveTextContent(/^No connection: the portal opened/);
    await expect(note.getByRole('button', { name: 'Close the notice' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement);
    await expect(await note.findByRole('status')).toHaveTextContent(/^Sin conexión: el portal se abrió/);
    await expect(note.getByRole('button', { name: 'Cerrar el aviso' })).toBeVisible();
  },
};

/** On a 375 px phone, where it shows: the text wraps beside its close button, within the screen. */
export const Phone: Story = phoneStory(() => screen.findByRole('status'));
