import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'ui-kit/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Conectando você à floresta' },
} satisfies Meta<typeof LoadingScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CheckingAccess: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Conectando você à floresta');
  },
};

export const LongMessage: Story = {
  args: { message: 'Carregando os dados da sua floresta, isto pode levar alguns segundos' },
};
