import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { QuarterlyReportPopup, type QuarterlyReportPopupProps } from './quarterly-report-popup';

// Typed as the props (not as spies) so tests can pass their own callbacks to the composed stories.
const defaultArgs: QuarterlyReportPopupProps = {
  opened: true,
  onClose: fn(),
  quarter: 3,
  year: 2026,
  downloadHref: '/productivity?tab=quarterlyReport&year=2026&quarter=3',
};

const meta = {
  title: 'widgets/QuarterlyReportPopup',
  component: QuarterlyReportPopup,
  args: defaultArgs,
  argTypes: { quarter: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof QuarterlyReportPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The announcement as a user meets it on home, in the toolbar's language. */
export const Open: Story = {
  play: async () => {
    // The popup renders in a portal on the page, outside the story's canvas.
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/productivity?tab=quarterlyReport&year=2026&quarter=3',
    );
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
    await screen.findByRole('dialog', { name: 'Relatório trimestral disponível' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

function languageStory(locale: string, title: string, message: string, download: string): Story {
  return {
    globals: { locale },
    play: async () => {
      await expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
      await expect(screen.getByText(message)).toBeVisible();
      await expect(screen.getByRole('link', { name: download })).toBeVisible();
    },
  };
}

export const PtBR: Story = languageStory(
  'pt-BR',
  'Relatório trimestral disponível',
  'O relatório trimestral de produtividade do 3º trimestre de 2026 já está disponível.',
  'Baixe aqui',
);
export const EnUS: Story = languageStory(
  'en-US',
  'Quarterly report available',
  'The quarterly productivity report for the 3rd quarter of 2026 is now available.',
  'Download here',
);
export const Es: Story = languageStory(
  'es',
  'Informe trimestral disponible',
  'El informe trimestral de productividad del 3.er trimestre de 2026 ya está disponible.',
  'Descárguelo aquí',
);
