import { ConfirmDialog } from '@dossel/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

/**
 * The toolbar's view, colour scheme and viewport, applied by preview.tsx the way the portal applies them:
 * the enlarged view raises the root font size (Mantine sizes everything in rem), the scheme is light or
 * dark (the settings menu's choice, forced so no stored choice changes a story), the viewport is desktop
 * or mobile.
 * Any component shows them; this one has buttons of a known height.
 */
const meta = {
  title: 'Storybook/Toolbar',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: 'Deseja excluir esse registro?',
    message: 'Essa ação não poderá ser revertida.',
    confirmLabel: 'Excluir',
    cancelLabel: 'Cancelar',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const buttonHeight = async () =>
  (await screen.findByRole('button', { name: 'Excluir' })).getBoundingClientRect().height;

export const DefaultView: Story = {
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(document.documentElement.style.fontSize).toBe('');
    await expect(await buttonHeight()).toBe(36);
    await expect(window.innerWidth).toBe(1200);
  },
};

export const EnlargedView: Story = {
  globals: { view: 'enlarged' },
  play: async () => {
    await expect(document.documentElement.style.fontSize).toBe('112.5%');
    await expect(await buttonHeight()).toBe(40.5);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await expect(await buttonHeight()).toBe(36);
  },
};

export const DarkScheme: Story = {
  globals: { colorScheme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(await buttonHeight()).toBe(36);
  },
};
