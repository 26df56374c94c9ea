import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { atPath, withPortalTexts } from '../../../testing/story-helpers';
import { NotContractedPage } from './not-contracted-page';

const meta = {
  title: 'Portal/Screens/Not contracted',
  component: NotContractedPage,
  decorators: [(Story) => <>{atPath(<Story />, '/operations')}</>, withPortalTexts],
} satisfies Meta<typeof NotContractedPage>;
export default meta;

/** A screen the user or the current customer has no access to (spec sections 6 and 8). */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Serviço não contratado ou não disponível para este usuário/cliente.',
    );
    await expect(canvas.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
  },
};

export const Spanish: StoryObj<typeof meta> = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  },
};
