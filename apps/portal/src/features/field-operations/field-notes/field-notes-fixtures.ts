// Fixtures of the field notes' stories and tests: Vale Verde's notes on a fake server, with its plots.
import { fieldNotesEndpoints } from '@dossel/api-client';
import type { FieldNote } from '@dossel/api-client';

import { plotsRoute } from '../../../testing/plot-fixtures';
import { fakeRegister } from '../../../testing/fake-register';

export const FIELD_NOTES_API = fieldNotesEndpoints.list.path;

const place = {
  gloc1: 'Fazenda Cachoeira Escura',
  gloc2: 'Região Leste',
  gloc3: 'CES-001',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
};

export const fakeFieldNotes: FieldNote[] = [
  {
    id: 1,
    tipo: 2,
    data: '2025-10-15',
    ...place,
    infestacao: 'Muita',
    padrao: 'Sistemático',
    observacoes: 'Braquiária nas entrelinhas.',
    version: 1,
  },
  {
    id: 2,
    tipo: 1,
    data: '2025-10-20',
    ...place,
    infestacao: null,
    padrao: null,
    observacoes: 'Capina química na linha.',
    version: 1,
  },
];

/** The notes as a register, and the customer's plots the form picks places from. */
export function fakeFieldNotesServer(notes: readonly FieldNote[] = fakeFieldNotes) {
  // The API stores what a body leaves out as null, and answers it so.
  const register = fakeRegister(FIELD_NOTES_API, notes, (body: Partial<FieldNote>) => ({
    infestacao: body.infestacao ?? null,
    padrao: body.padrao ?? null,
    observacoes: body.observacoes ?? null,
  }));
  return { ...register, routes: { ...register.routes, ...plotsRoute() } };
}
