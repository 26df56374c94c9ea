// Fixtures of the operation records' stories and tests: Vale Verde's records on a fake server that pages
// them as the API does, with the items, providers and plots the form chooses from.
import {
  type Operation,
  type OperationInput,
  type OperationPage,
  OPERATIONS_PAGE_SIZE,
  operationsEndpoints,
  operationTotalCost,
  routeKey,
} from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { plotsRoute } from '../../../testing/plot-fixtures';
import { fakeRegister } from '../../../testing/fake-register';
import {
  fakeOperationalItems,
  fakeOperationalItemsRegister,
} from '../operational-items/operational-items-fixtures';
import { fakeThirdParties, fakeThirdPartiesServer } from '../third-parties/third-parties-fixtures';

export const OPERATIONS_API = operationsEndpoints.list.path;

const place = {
  gloc1: 'Fazenda Cachoeira Escura',
  gloc2: 'Região Leste',
  gloc3: 'CES-001',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
};

/** A body as the API stores and answers it: the names of its item and provider, and its total cost. */
function stored(input: OperationInput): Omit<Operation, 'id' | 'version'> {
  const record = {
    data: input.data,
    operacao_id: input.operacao_id,
    operacao_item: fakeOperationalItems.find((item) => item.id === input.operacao_id)?.item ?? '?',
    gloc1: input.gloc1,
    gloc2: input.gloc2,
    gloc3: input.gloc3,
    gloc4: input.gloc4,
    gloc5: input.gloc5,
    execucao: input.execucao,
    prestador_id: input.prestador_id ?? null,
    prestador_nome: fakeThirdParties.find((provider) => provider.id === input.prestador_id)?.nome ?? null,
    grupo: input.grupo,
    area_executada: input.area_executada,
    tipo_custo: input.tipo_custo,
    custo_hora: input.custo_hora ?? null,
    custo_ha: input.custo_ha ?? null,
    custo_diaria: input.custo_diaria ?? null,
    num_diarias: input.num_diarias ?? null,
    num_horas: input.num_horas ?? null,
    observacoes: input.observacoes ?? null,
  } as Omit<Operation, 'id' | 'custo_total' | 'version'>;
  return { ...record, custo_total: operationTotalCost(record) };
}

export const fakeOperations: Operation[] = [
  {
    id: 1,
    version: 1,
    ...stored({
      data: '2025-10-20',
      operacao_id: 3,
      ...place,
      execucao: 'Terceiro',
      prestador_id: 1,
      grupo: 'Plantio',
      area_executada: 12.5,
      tipo_custo: 'Custo por diária',
      custo_diaria: 180.5,
      num_diarias: 3,
    }),
  },
  {
    id: 2,
    version: 1,
    ...stored({
      data: '2025-09-02',
      operacao_id: 1,
      ...place,
      execucao: 'Próprio',
      prestador_id: 2,
      grupo: 'Preparo solo',
      area_executada: 30,
      tipo_custo: 'Custo por ha',
      custo_ha: 420,
    }),
  },
];

/** `count` records, one a day back from 2025-12-31, to fill pages. */
export const manyOperations = (count: number): Operation[] =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2025, 11, 31 - index)).toISOString().slice(0, 10);
    return {
      id: index + 1,
      version: 1,
      ...stored({
        data: day,
        operacao_id: 1,
        ...place,
        gloc3: `CES-${String(index + 1).padStart(3, '0')}`,
        execucao: 'Próprio',
        prestador_id: 2,
        grupo: index % 2 === 0 ? 'Plantio' : 'Proteção',
        area_executada: 10,
        tipo_custo: 'Custo por ha',
        custo_ha: 100,
      }),
    };
  });

/**
 * The records on a fake server: `GET` answers a page of 20, newest first, of the asked group and period,
 * as the API does; writes store what the API would (names and total cost). With the form's choices.
 */
export function fakeOperationsServer(operations: readonly Operation[] = fakeOperations) {
  const register = fakeRegister(OPERATIONS_API, operations, (body) => stored(body as OperationInput));
  const list: FakeRoutes = {
    [routeKey(operationsEndpoints.list)]: ({ query = {} }): OperationPage => {
      const page = Number(query.page ?? 1);
      const matching = register
        .rows()
        .filter(
          (row) =>
            (query.grupo === undefined || row.grupo === query.grupo) &&
            (query.de === undefined || row.data >= String(query.de)) &&
            (query.ate === undefined || row.data <= String(query.ate)),
        )
        .sort((a, b) => b.data.localeCompare(a.data));
      const start = (page - 1) * OPERATIONS_PAGE_SIZE;
      return {
        items: matching.slice(start, start + OPERATIONS_PAGE_SIZE),
        total: matching.length,
        page,
        pageSize: OPERATIONS_PAGE_SIZE,
      };
    },
  };
  return {
    ...register,
    routes: {
      ...register.routes,
      ...list,
      ...fakeOperationalItemsRegister().routes,
      ...fakeThirdPartiesServer().routes,
      ...plotsRoute(),
    },
  };
}
