import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { withPortalTexts } from '../../testing/story-helpers';
import { InstallOffer } from './install-offer';

const meta = {
  title: 'Portal/Shell/Install offer',
  component: InstallOffer,
  decorators: [withPortalTexts],
  args: { onInstall: fn(), onLater: fn() },
} satisfies Meta<typeof InstallOffer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The browser can install the portal: the offer, in the portal's words, until installed or put off. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const offer = within(await within(canvasElement).findByRole('region', { name: 'Instalar o portal' }));
    await expect(offer.getByText(/^Instale o Dossel neste aparelho/)).toBeVisible();
    await userEvent.click(offer.getByRole('button', { name: 'Instalar' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(offer.getByRole('button', { name: 'Agora não' }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const offer = within(await within(canvasElement).findByRole('region', { name: 'Install the portal' }));
    await expect(offer.getByRole('button', { name: 'Install' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const offer = within(await within(canvasElement).findByRole('region', { name: 'Instalar el portal' }));
    await expect(offer.getByRole('button', { name: 'Instalar' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Ahora no' })).toBeVisible();
  },
};
