import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { sessionAs, StoryRouter, withPortalTexts } from '../../testing/story-helpers';
import { AccessGate } from './access';

const meta = {
  title: 'Portal/Screens/Access check',
  component: AccessGate,
  decorators: [() => <StoryRouter routes={[{ path: '*', element: <AccessGate /> }]} />, withPortalTexts],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccessGate>;
export default meta;

/** While a stored session is checked: 'Conectando você à floresta'. */
export const CheckingAccess: StoryObj<typeof meta> = {
  beforeEach: sessionAs({ token: 'story-token', checking: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Conectando você à floresta');
  },
};
