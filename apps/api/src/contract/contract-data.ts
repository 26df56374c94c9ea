// The data both sides of the contract test hold: the fake servers are built on it, the real server is given
// it (through its own API where it has one, else through its tables). Ties are on purpose: groups of equal
// totals, plots of the same name, a plot without a farm, farm names whose accents sort apart in SQL.
import {
  COST_PER_HA,
  operationTotalCost,
  type OperationInput,
  type OperationGroup,
} from '@dossel/api-client';
import type { FakeCostRecord, FakeMonitoredPlot } from '@dossel/api-client/testing';

import { SEEDED, VALE_VERDE } from '../routes/field-operations/test-fixtures';

/** The customer of the operation records and the plots: Vale Verde, which has service 8. */
export const CUSTOMER = VALE_VERDE;

function operation(data: string, grupo: OperationGroup, gloc1: string, area: number, perHa: number) {
  return {
    data,
    operacao_id: SEEDED.operationalItem,
    gloc1,
    gloc2: 'Núcleo Norte',
    gloc3: 'T-001',
    gloc4: 'Projeto 2020',
    gloc5: 'Módulo 1',
    execucao: 'Terceiro',
    prestador_id: SEEDED.thirdParty,
    grupo,
    area_executada: area,
    tipo_custo: COST_PER_HA,
    custo_ha: perHa,
    custo_hora: null,
    custo_diaria: null,
    num_diarias: null,
    num_horas: null,
    observacoes: null,
  } satisfies OperationInput;
}

/** Three groups of R$ 1,000 in 2030, written in an order that is not their names'. */
export const contractOperations = [
  operation('2030-01-10', 'Plantio', 'Fazenda Santa Rita', 10, 100),
  operation('2030-01-20', 'Fertilização', 'Fazenda Bom Jardim', 5, 200),
  operation('2030-02-05', 'Proteção', 'Fazenda Bom Jardim', 2, 141.25),
  operation('2030-02-14', 'Matocompetição', 'Fazenda Santa Rita', 4, 250),
  operation('2029-12-01', 'Plantio', 'Fazenda Água Limpa', 8, 700),
];

/** The records as the cost summary's fake reads them. */
export const contractCostRecords: FakeCostRecord[] = contractOperations.map((input) => ({
  data: input.data,
  grupo: input.grupo,
  gloc1: input.gloc1,
  area_executada: input.area_executada,
  custo_total: operationTotalCost(input),
}));

export const JANUARY = '2030-01-15';
export const FEBRUARY = '2030-02-15';

const cells = (levels: number[]) => levels.map((level) => ({ level, areaHa: 0.25 }));
const grid = (imageDate: string, levels: number[]) => ({ imageDate, cells: cells(levels) });

/**
 * The customer's plots (ids far above the seed's): Bela Vista grows by 1.5 ha; two plots named AL-01 on
 * Água Limpa, one first monitored in February and one whose anomalies shrink by 2.5 ha (an alert); one
 * plot without a farm, never monitored.
 */
export const contractPlots: FakeMonitoredPlot[] = [
  {
    id: 910_001,
    customerId: CUSTOMER,
    name: 'BV-01',
    farm: 'Fazenda Bela Vista',
    areaHa: 12,
    grids: {
      [JANUARY]: grid('2030-01-12', [1, 1, 2, 3]),
      [FEBRUARY]: grid('2030-02-11', [2, 2, 3, 3, 1, 1, 2, 3, 2, 3]),
    },
  },
  {
    id: 910_002,
    customerId: CUSTOMER,
    name: 'AL-01',
    farm: 'Fazenda Água Limpa',
    areaHa: 8,
    grids: { [FEBRUARY]: grid('2030-02-11', [1, 3]) },
  },
  {
    id: 910_003,
    customerId: CUSTOMER,
    name: 'SF-01',
    farm: null,
    areaHa: 5,
    grids: {},
  },
  {
    id: 910_004,
    customerId: CUSTOMER,
    name: 'AL-01',
    farm: 'Fazenda Água Limpa',
    areaHa: 9,
    grids: {
      [JANUARY]: grid(
        '2030-01-13',
        Array.from({ length: 10 }, () => 3),
      ),
      [FEBRUARY]: grid(
        '2030-02-12',
        Array.from({ length: 10 }, () => 1),
      ),
    },
  },
];
