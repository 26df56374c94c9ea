import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mantine/core';
import { expect, screen } from 'storybook/test';

import { atPath, withPortalTexts } from '../../testing/story-helpers';
import { SyncStatusView, type SyncStatusState } from './sync-status';

const meta = {
  title: 'Portal/Field kit/Sync status',
  component: SyncStatusView,
  decorators: [(Story) => <>{atPath(<Story />)}</>, withPortalTexts],
  args: { state: { kind: 'waiting', count: 2 } },
} satisfies Meta<typeof SyncStatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

const badge = (name: RegExp) => screen.findByRole('link', { name });

/** Offline with notes on the device: grey outline, and how many wait. */
export const Offline: Story = {
  args: { state: { kind: 'offline', waiting: 2 } },
  play: async () => {
    await expect(await badge(/Sem conexão, Aguardando envio: 2/)).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('Sem conexão. Aguardando envio: 2');
  },
};
/** A run going: how far it is. */
export const Sending: Story = {
  args: { state: { kind: 'sending', done: 1, total: 3 } },
  play: async () => {
    await expect(await badge(/Enviando 1 de 3/)).toBeVisible();
  },
};
/** Notes waiting (the network is there, a back-off or another customer). */
export const Waiting: Story = {
  play: async () => {
    await expect(await badge(/Aguardando envio: 2/)).toBeVisible();
  },
};
/** The server refused a note: red, until it is fixed or discarded. */
export const Refused: Story = {
  args: { state: { kind: 'refused', count: 1 } },
  play: async () => {
    await expect(await badge(/Recusadas: 1/)).toBeVisible();
  },
};
/** Everything reached the server. */
export const AllSent: Story = {
  args: { state: { kind: 'allSent' } },
  play: async () => {
    await expect(await badge(/Tudo enviado/)).toBeVisible();
  },
};

const ALL_STATES: SyncStatusState[] = [
  { kind: 'offline', waiting: 2 },
  { kind: 'sending', done: 1, total: 3 },
  { kind: 'waiting', count: 2 },
  { kind: 'refused', count: 1 },
  { kind: 'allSent' },
];

/** Every state at once, for a reader of another language. */
function AllStates() {
  return (
    <Stack gap="xs" align="flex-start">
      {ALL_STATES.map((state) => (
        <SyncStatusView key={state.kind} state={state} />
      ))}
    </Stack>
  );
}

export const English: Story = {
  globals: { locale: 'en-US' },
  render: () => <AllStates />,
  play: async () => {
    for (const name of [/Offline, Waiting to send: 2/, /Sending 1 of 3/, /Refused: 1/, /All sent/]) {
      await expect(await badge(name)).toBeVisible();
    }
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => <AllStates />,
  play: async () => {
    for (const name of [
      /Sin conexión, Pendientes de envío: 2/,
      /Enviando 1 de 3/,
      /Rechazadas: 1/,
      /Todo enviado/,
    ]) {
      await expect(await badge(name)).toBeVisible();
    }
  },
};
