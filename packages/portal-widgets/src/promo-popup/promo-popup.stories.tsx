import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { PromoPopup, type PromoPopupProps } from './promo-popup';

// Typed as the props (not as spies) so tests can pass their own callbacks to the composed stories.
const defaultArgs: PromoPopupProps = {
  opened: true,
  onClose: fn(),
  productivityHref: '/productivity?tab=productivityVision',
};

const meta = {
  title: 'widgets/PromoPopup',
  component: PromoPopup,
  args: defaultArgs,
} satisfies Meta<typeof PromoPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The announcement as a user meets it on home, in the toolbar's language. */
export const Open: Story = {
  play: async () => {
    // The popup renders in a portal on the page, outside the story's canvas.
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('link')).toHaveAttribute('href', '/productivity?tab=productivityVision');
  },
};

/** The close button tells the host, which hides the popup. */
export const ClosedByButton: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Escape closes it too. */
export const ClosedByEscape: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Novidade: Visão de Produtividade' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

function languageStory(locale: string, title: string, link: string, close: string): Story {
  return {
    globals: { locale },
    play: async () => {
      await expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
      await expect(screen.getByRole('link', { name: link })).toBeVisible();
      await expect(screen.getByRole('button', { name: close })).toBeVisible();
    },
  };
}

export const PtBR: Story = languageStory(
  'pt-BR',
  'Novidade: Visão de Produtividade',
  'Conhecer a Visão de Produtividade',
  'Fechar',
);
export const EnUS: Story = languageStory(
  'en-US',
  'New: Productivity Vision',
  'Explore Productivity Vision',
  'Close',
);
export const Es: Story = languageStory(
  'es',
  'Novedad: Visión de Productividad',
  'Conocer la Visión de Productividad',
  'Cerrar',
);
