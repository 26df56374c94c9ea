import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { atPath, signedOutSession, withPortalTexts } from '../../../testing/story-helpers';
import { LoginPage } from './login-page';

const meta = {
  title: 'Portal/Screens/Login page',
  component: LoginPage,
  decorators: [(Story) => <>{atPath(<Story />)}</>, withPortalTexts],
  beforeEach: signedOutSession,
  parameters: { layout: 'fullscreen' },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Madeira como inovação, relacionamento como estratégia'),
    ).toBeVisible();
    await expect(canvas.getByText('Esta página apresenta apenas uma demonstração do produto.')).toBeVisible();
  },
};

/** The sign-in page in the dark scheme: the brand's panel as on light, the form on a dark page. */
export const Dark: Story = { ...Default, globals: { colorScheme: 'dark' } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Portal del Cliente' })).toBeVisible();
  },
};
