import { describe, expect, it } from 'vitest';

import { farmList, operationSummaryOf, type OperationSumsCell } from './summary';

const cell = (
  grupo: OperationSumsCell['grupo'],
  mes: string,
  total: number,
  area: number,
  registros = 1,
) => ({
  grupo,
  mes,
  total,
  registros,
  area,
});

describe('the cost summary', () => {
  it('lists groups of equal totals by name, whatever order their sums come in', () => {
    const summary = operationSummaryOf(
      [
        cell('Plantio', '2030-01', 1000, 10),
        cell('Proteção', '2030-01', 50, 1),
        cell('Fertilização', '2030-02', 1000, 5),
      ],
      [],
    );
    expect(summary.por_grupo.map((line) => line.grupo)).toEqual(['Fertilização', 'Plantio', 'Proteção']);
  });

  it('adds a group’s months into one line and lists the months in order', () => {
    const summary = operationSummaryOf(
      [cell('Plantio', '2030-02', 300, 3), cell('Plantio', '2030-01', 100.005, 1)],
      [],
    );
    expect(summary.por_grupo).toEqual([
      { grupo: 'Plantio', total: 400.01, registros: 2, area: 4, custo_por_ha: 100 },
    ]);
    expect(summary.por_mes.map((line) => line.mes)).toEqual(['2030-01', '2030-02']);
  });

  it('makes no line of sums of no record (all of them skipped)', () => {
    const summary = operationSummaryOf([cell('Plantio', '2030-01', 0, 0, 0)], []);
    expect(summary).toMatchObject({ total: 0, registros: 0, custo_por_ha: null, por_grupo: [], por_mes: [] });
  });

  it('lists each farm once, in Portuguese alphabetical order', () => {
    expect(
      farmList(['Fazenda Santa Rita', 'Fazenda Água Limpa', 'Fazenda Bom Jardim', 'Fazenda Santa Rita']),
    ).toEqual(['Fazenda Água Limpa', 'Fazenda Bom Jardim', 'Fazenda Santa Rita']);
  });
});
