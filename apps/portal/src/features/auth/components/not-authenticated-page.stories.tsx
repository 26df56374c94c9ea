import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { atPath, signedInSession, withPortalTexts } from '../../../testing/story-helpers';
import { NotAuthenticatedPage } from './not-authenticated-page';

const meta = {
  title: 'Portal/Screens/Not authenticated (/auth)',
  component: NotAuthenticatedPage,
  decorators: [(Story) => <>{atPath(<Story />, '/auth')}</>, withPortalTexts],
  beforeEach: signedInSession,
} satisfies Meta<typeof NotAuthenticatedPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Faça login no sistema para utilizar nossos recursos!'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fazer login' })).toBeVisible();
  },
};
