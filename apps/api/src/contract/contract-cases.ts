// The cases of the contract test: each a call through the api client, run against a fake server and the
// real one (contract.test.ts); both must answer it the same, and as `check` says.
import { ApiError, type ApiClient, type CustomerDocument } from '@dossel/api-client';
import { expect } from 'vitest';

import { CUSTOMER, FEBRUARY, JANUARY } from './contract-data';

/** The clients of one side: the demo client's (on Vale Verde) and staff's. */
export interface Clients {
  cliente: ApiClient;
  staff: ApiClient;
}

/** What a call came to: its answer, or the status and first code of the error it was refused with. */
export type Outcome = { answer: unknown } | { error: { status: number; code: string | undefined } };

export interface ContractCase {
  name: string;
  call: (clients: Clients) => Promise<unknown>;
  /** What the answer must be on both sides (beyond being the same). */
  check: (outcome: Outcome) => void;
}

export async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { answer: await call() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: { status: error.status, code: error.errors[0]?.code } };
  }
}

function answerOf<T>(outcome: Outcome): T {
  if ('error' in outcome) throw new Error(`refused: ${JSON.stringify(outcome.error)}`);
  return outcome.answer as T;
}

/** A field note as a device sends it (issue 18), under its own key. */
const fieldNote = (clientKey: string, observacoes: string) => ({
  tipo: 1 as const,
  data: '2030-03-01',
  gloc1: 'Fazenda Bom Jardim',
  gloc2: 'Núcleo',
  gloc3: 'BJA-001',
  gloc4: 'Projeto',
  gloc5: 'Módulo 1',
  observacoes,
  clientKey,
  latitude: -20.8,
  longitude: -51.7,
  accuracyM: 9,
  recordedAt: '2030-03-01T10:00:00-03:00',
});

/** A JPEG as far as the API looks (its first bytes). */
const jpegBlob = (fill: number) =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, fill, fill, fill, fill])], { type: 'image/jpeg' });

const plotIds = (outcome: Outcome) =>
  answerOf<{ plots: { plotId: number }[] }>(outcome).plots.map((plot) => plot.plotId);

/** Newest first, then the higher id: the documents list's order. */
function newestFirst(documents: CustomerDocument[]) {
  for (const [index, document] of documents.entries()) {
    const next = documents[index + 1];
    if (!next) break;
    expect(
      document.createdAt > next.createdAt || (document.createdAt === next.createdAt && document.id > next.id),
    ).toBe(true);
  }
}

export const contractCases: ContractCase[] = [
  {
    name: 'cost summary of a half year: groups of equal totals in alphabetical order',
    call: ({ cliente }) =>
      cliente.fieldOperations.operations.summary({ de: '2030-01-01', ate: '2030-06-30' }),
    check: (outcome) => {
      expect(answerOf(outcome)).toMatchObject({
        total: 3282.5,
        registros: 4,
        area: 21,
        por_grupo: [
          { grupo: 'Fertilização', total: 1000 },
          { grupo: 'Matocompetição', total: 1000 },
          { grupo: 'Plantio', total: 1000 },
          { grupo: 'Proteção', total: 282.5 },
        ],
        por_mes: [
          { mes: '2030-01', total: 2000, registros: 2, area: 15, custo_por_ha: 133.33 },
          { mes: '2030-02', total: 1282.5, registros: 2, area: 6, custo_por_ha: 213.75 },
        ],
        fazendas: ['Fazenda Água Limpa', 'Fazenda Bom Jardim', 'Fazenda Santa Rita'],
      });
    },
  },
  {
    name: 'cost summary of one farm: every farm still listed',
    call: ({ cliente }) => cliente.fieldOperations.operations.summary({ gloc1: 'Fazenda Bom Jardim' }),
    check: (outcome) => {
      expect(answerOf(outcome)).toMatchObject({
        total: 1282.5,
        registros: 2,
        fazendas: ['Fazenda Água Limpa', 'Fazenda Bom Jardim', 'Fazenda Santa Rita'],
      });
    },
  },
  {
    name: 'cost summary of every record: months in order',
    call: ({ cliente }) => cliente.fieldOperations.operations.summary(),
    check: (outcome) => {
      const summary = answerOf<{ por_mes: { mes: string }[]; por_grupo: { grupo: string }[] }>(outcome);
      expect(summary.por_mes.map((line) => line.mes)).toEqual(['2029-12', '2030-01', '2030-02']);
      expect(summary.por_grupo[0]).toMatchObject({ grupo: 'Plantio', total: 6600 });
    },
  },
  {
    name: 'weeds summary of a date: plots by farm (none first, accents as in Portuguese), name and id',
    call: ({ cliente }) => cliente.monitoring.weeds.summary({ customer_id: CUSTOMER, date: FEBRUARY }),
    check: (outcome) => {
      expect(plotIds(outcome)).toEqual([910_003, 910_002, 910_004, 910_001]);
      expect(answerOf(outcome)).toMatchObject({
        date: FEBRUARY,
        plots: [
          { monitored: false, previousDate: null, changeHa: null, alert: false },
          { monitored: true, flaggedAreaHa: 0.25, previousDate: null, changeHa: null },
          { flaggedAreaHa: 0, previousDate: JANUARY, changeHa: -2.5, alert: true },
          { flaggedAreaHa: 2, flaggedPct: 80, changeHa: 1.5, alert: false, imageDate: '2030-02-11' },
        ],
        totals: { plots: 4, monitoredPlots: 3, monitoredAreaHa: 5.5, flaggedAreaHa: 2.25, alerts: 1 },
      });
    },
  },
  {
    name: 'anomalies summary without a date: the latest one',
    call: ({ cliente }) => cliente.monitoring.anomalies.summary({ customer_id: CUSTOMER }),
    check: (outcome) => {
      expect(answerOf(outcome)).toMatchObject({ date: FEBRUARY, totals: { alerts: 1, flaggedAreaHa: 1.25 } });
    },
  },
  {
    name: 'weeds summary of the first date: no change without a previous monitoring',
    call: ({ cliente }) => cliente.monitoring.weeds.summary({ customer_id: CUSTOMER, date: JANUARY }),
    check: (outcome) => {
      const { plots } = answerOf<{ plots: { changeHa: number | null; monitored: boolean }[] }>(outcome);
      expect(plots.map((plot) => plot.monitored)).toEqual([false, false, true, true]);
      expect(plots.every((plot) => plot.changeHa === null)).toBe(true);
    },
  },
  ...[{}, { customerId: 1 }, { customerId: 2 }, { documentTypeId: 1 }, { documentSubjectId: 3 }].map(
    (query): ContractCase => ({
      name: `documents list ${JSON.stringify(query)}: matching every filter, newest first`,
      call: ({ cliente }) => cliente.registers.documents.list(query),
      check: (outcome) => {
        const documents = answerOf<CustomerDocument[]>(outcome);
        newestFirst(documents);
        for (const [filter, value] of Object.entries(query))
          expect(documents.every((document) => document[filter as keyof CustomerDocument] === value)).toBe(
            true,
          );
      },
    }),
  ),
  {
    name: 'a field note sent twice with its clientKey: stored once, the stored note answered',
    call: async ({ cliente }) => {
      const notes = cliente.fieldOperations.fieldNotes;
      const clientKey = 'c0a80101-7d3e-4b2a-9f10-5e6d7c8b9a01';
      const first = await notes.create(fieldNote(clientKey, 'Primeira vez'));
      const again = await notes.create(fieldNote(clientKey, 'Reenviado'));
      const stored = (await notes.list()).filter((note) => note.clientKey === clientKey);
      const { id: _id, ...answered } = again;
      return { sameNote: again.id === first.id, stored: stored.length, answered };
    },
    check: (outcome) => {
      expect(answerOf(outcome)).toMatchObject({
        sameNote: true,
        stored: 1,
        answered: { observacoes: 'Primeira vez', accuracyM: 9, photos: [], version: 1 },
      });
    },
  },
  {
    name: "a note's photo sent twice with its clientKey: stored once, the stored photo answered",
    call: async ({ cliente }) => {
      const notes = cliente.fieldOperations.fieldNotes;
      const note = await notes.create(fieldNote('c0a80101-7d3e-4b2a-9f10-5e6d7c8b9a02', 'Com foto'));
      const fields = {
        clientKey: 'c0a80101-7d3e-4b2a-9f10-5e6d7c8b9a03',
        takenAt: '2030-03-01T10:01:00-03:00',
        width: 1600,
        height: 1200,
      };
      const first = await notes.uploadPhoto(note.id, fields, { file: jpegBlob(1), thumb: jpegBlob(2) });
      const again = await notes.uploadPhoto(
        note.id,
        { ...fields, width: 800 },
        { file: jpegBlob(3), thumb: jpegBlob(4) },
      );
      const { photos } = await notes.get(note.id);
      const { id: _id, ...answered } = again;
      return { samePhoto: again.id === first.id, stored: photos.length, answered };
    },
    check: (outcome) => {
      expect(answerOf(outcome)).toEqual({
        samePhoto: true,
        stored: 1,
        answered: {
          clientKey: 'c0a80101-7d3e-4b2a-9f10-5e6d7c8b9a03',
          width: 1600,
          height: 1200,
          bytes: 8,
          takenAt: '2030-03-01T10:01:00-03:00',
        },
      });
    },
  },
  {
    name: 'customer groups list',
    call: ({ staff }) => staff.registers.customerGroups.list(),
    check: (outcome) => {
      expect(answerOf<unknown[]>(outcome).length).toBeGreaterThan(0);
    },
  },
  {
    name: 'a customer group that does not exist: 404',
    // Within the ids a fake register answers (up to 999), above the seed's.
    call: ({ staff }) => staff.registers.customerGroups.get(998),
    check: (outcome) => {
      expect(outcome).toEqual({ error: { status: 404, code: 'request.notFound' } });
    },
  },
  {
    name: 'a customer group updated at a version never read: 409, nothing changed',
    call: async ({ staff }) => {
      const [group] = await staff.registers.customerGroups.list();
      if (!group) throw new Error('no customer group');
      return staff.registers.customerGroups.update(group.id, {
        name: 'Outro nome',
        version: group.version + 5,
      });
    },
    check: (outcome) => {
      expect(outcome).toMatchObject({ error: { status: 409 } });
    },
  },
];
