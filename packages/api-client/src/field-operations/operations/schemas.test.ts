import { describe, expect, it } from 'vitest';

import { costPerHectare, operationInputSchema, operationTotalCost } from './schemas';

const base = {
  tipo_custo: 'Custo por ha',
  area_executada: 12.5,
  custo_ha: null,
  custo_diaria: null,
  num_diarias: null,
  custo_hora: null,
  num_horas: null,
} as const;

describe('operationTotalCost', () => {
  it('per ha is custo_ha × area_executada', () => {
    expect(operationTotalCost({ ...base, custo_ha: 780 })).toBe(9750);
  });

  it('per day is custo_diaria × num_diarias, ignoring the area', () => {
    expect(
      operationTotalCost({ ...base, tipo_custo: 'Custo por diária', custo_diaria: 152.35, num_diarias: 3 }),
    ).toBe(457.05);
  });

  it('per hour is custo_hora × num_horas, rounded to cents', () => {
    expect(
      operationTotalCost({ ...base, tipo_custo: 'Custo por hora', custo_hora: 10.333, num_horas: 3 }),
    ).toBe(31);
  });

  it('is null when a factor of the cost type is missing', () => {
    expect(operationTotalCost({ ...base, tipo_custo: 'Custo por hora', custo_hora: 50 })).toBeNull();
    expect(operationTotalCost({ ...base, custo_diaria: 100, num_diarias: 2 })).toBeNull();
  });
});

describe('costPerHectare', () => {
  it('divides the cost by the area covered, rounded to cents', () => {
    expect(costPerHectare(9280.33, 16.3)).toBe(569.35);
  });

  it('is null without area, rather than infinite', () => {
    expect(costPerHectare(120, 0)).toBeNull();
  });
});

describe('operationInputSchema', () => {
  const messages = (input: unknown) => {
    const result = operationInputSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  const valid = {
    data: '2025-03-14',
    operacao_id: 1,
    gloc1: 'Fazenda',
    gloc2: 'Núcleo',
    gloc3: 'T-001',
    gloc4: 'Projeto',
    gloc5: 'Módulo',
    execucao: 'Próprio',
    prestador_id: 3,
    grupo: 'Plantio',
    area_executada: 1,
    tipo_custo: 'Custo por diária',
    custo_diaria: 100,
    num_diarias: 1,
  };

  it('accepts one day at a cost of 0.01', () => {
    expect(messages({ ...valid, custo_diaria: 0.01 })).toEqual({});
  });

  it('names the field of each conditional rule, so forms show it under that field', () => {
    expect(messages({ ...valid, prestador_id: undefined, custo_diaria: 0, num_diarias: 0 })).toEqual({
      prestador_id: 'validation.required',
      custo_diaria: 'validation.costMin',
      num_diarias: 'validation.daysMin',
    });
  });
});
