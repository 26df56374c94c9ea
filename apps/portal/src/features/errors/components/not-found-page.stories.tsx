import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { atPath, withPortalTexts } from '../../../testing/story-helpers';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Portal/Screens/Not found',
  component: NotFoundPage,
  decorators: [(Story) => <>{atPath(<Story />, '/nowhere')}</>, withPortalTexts],
} satisfies Meta<typeof NotFoundPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A página que você está procurando não existe.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};

export const English: StoryObj<typeof meta> = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The page you are looking for does not exist.')).toBeVisible();
  },
};
