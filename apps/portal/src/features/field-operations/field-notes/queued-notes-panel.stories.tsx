import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import type { QueuedNote } from '../../../lib/offline/device-db';
import { atPath, withPortalTexts } from '../../../testing/story-helpers';
import { QueuedNotesView } from './queued-notes-panel';

function queued(seq: number, overrides: Partial<QueuedNote> = {}): QueuedNote {
  return {
    clientKey: `00000000-0000-4000-8000-00000000000${seq}`,
    userId: 2,
    customerId: 2,
    seq,
    serverId: null,
    serverVersion: null,
    values: {
      tipo: seq % 2 === 0 ? 2 : 1,
      data: `2025-11-0${seq}`,
      gloc1: 'Fazenda Cachoeira Escura',
      gloc2: 'Região Leste',
      gloc3: 'CES-001',
      gloc4: 'Projeto 1',
      gloc5: 'Módulo A',
    },
    state: 'waiting',
    reason: null,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: '2025-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const refused = (message: string) =>
  queued(3, {
    state: 'refused',
    reason: { status: 422, code: 'fieldNotes.plotGone', message },
  });

const meta = {
  title: 'Portal/Field operations/Field notes/Waiting to send',
  component: QueuedNotesView,
  decorators: [(Story) => <>{atPath(<Story />)}</>, withPortalTexts],
  args: { notes: [queued(1), queued(2)] },
} satisfies Meta<typeof QueuedNotesView>;
export default meta;

type Story = StoryObj<typeof meta>;

const panel = async (name: string) => within(await screen.findByRole('region', { name }));

/** Two notes written offline, waiting for the network: send now or discard each. */
export const Waiting: Story = {
  play: async () => {
    const notes = await panel('Aguardando envio');
    await expect(notes.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      notes.getByRole('button', { name: /^Enviar agora Tipo de combate de 01\/11\/2025/ }),
    ).toBeVisible();
  },
};
/** The first note on its way: it can be neither sent again nor discarded meanwhile. */
export const Syncing: Story = {
  args: { notes: [queued(1, { state: 'sending' }), queued(2)] },
  play: async () => {
    const notes = await panel('Aguardando envio');
    await expect(notes.getByText('Enviando')).toBeVisible();
    await expect(notes.getByRole('button', { name: /^Descartar Tipo de combate/ })).toBeDisabled();
  },
};
/** The server refused a note (its plot was removed): the reason, and fix or discard. */
export const Refused: Story = {
  args: { notes: [queued(2), refused('O talhão desta anotação não existe mais.')] },
  play: async () => {
    const notes = await panel('Aguardando envio');
    await expect(notes.getByText('Motivo: O talhão desta anotação não existe mais.')).toBeVisible();
    await expect(notes.getByRole('link', { name: /^Corrigir/ })).toBeVisible();
  },
};
/** Notes written for another of the user's customers: counted here, sent once the user switches to it. */
export const ForAnotherCustomer: Story = {
  args: { notes: [queued(1)], forOtherCustomers: 2 },
  play: async () => {
    const notes = await panel('Aguardando envio');
    await expect(notes.getAllByRole('listitem')).toHaveLength(1);
    await expect(
      notes.getByText('Anotações aguardando para outro cliente: 2. Troque para esse cliente para enviá-las.'),
    ).toBeVisible();
  },
};
/** Only notes for another customer: the panel still says where they are. */
export const OnlyForAnotherCustomer: Story = {
  globals: { locale: 'en-US' },
  args: { notes: [], forOtherCustomers: 1 },
  play: async () => {
    const notes = await panel('Waiting to send');
    await expect(notes.queryByRole('list')).toBeNull();
    await expect(
      notes.getByText('Notes waiting for another customer: 1. Switch to that customer to send them.'),
    ).toBeVisible();
  },
};
export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    notes: [queued(1, { state: 'sending' }), queued(2), refused('The plot of this note no longer exists.')],
  },
  play: async () => {
    const notes = await panel('Waiting to send');
    await expect(notes.getByText('Refused')).toBeVisible();
    await expect(notes.getByText('Reason: The plot of this note no longer exists.')).toBeVisible();
    await expect(notes.getByRole('link', { name: /^Fix/ })).toBeVisible();
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    notes: [queued(1, { state: 'sending' }), queued(2), refused('El rodal de esta nota ya no existe.')],
  },
  play: async () => {
    const notes = await panel('Pendientes de envío');
    await expect(notes.getByText('Rechazada')).toBeVisible();
    await expect(notes.getByRole('link', { name: /^Corregir/ })).toBeVisible();
  },
};
export const SpanishForAnotherCustomer: Story = {
  globals: { locale: 'es' },
  args: { notes: [], forOtherCustomers: 3 },
  play: async () => {
    const notes = await panel('Pendientes de envío');
    await expect(
      notes.getByText('Anotaciones pendientes para otro cliente: 3. Cambie a ese cliente para enviarlas.'),
    ).toBeVisible();
  },
};
