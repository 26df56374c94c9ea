import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { signedInSession, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { HomePage } from '../../home/components/home-page';
import { AppLayout } from './app-layout';

const meta = {
  title: 'Portal/Screens/Signed-in shell',
  component: AppLayout,
  decorators: [
    () => (
      <StoryRouter routes={[{ element: <AppLayout />, children: [{ path: '*', element: <HomePage /> }] }]} />
    ),
    withPortalTexts,
  ],
  beforeEach: signedInSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;
export default meta;

export const Home: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    await expect(canvas.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
  },
};
