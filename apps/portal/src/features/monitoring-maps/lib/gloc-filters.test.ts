import { describe, expect, it } from 'vitest';

import { filterLevels, knownFilters, matchesFilters } from './gloc-filters';

const plot = (gloc1: string, gloc2: string, gloc3: string, gloc4: string | null = null) => ({
  gloc1,
  gloc2,
  gloc3,
  gloc4,
  gloc5: null,
});
const plots = [
  plot('Fazenda Santa Rita', 'Três Lagoas', 'SR-001', 'Projeto 2020'),
  plot('Fazenda Santa Rita', 'Três Lagoas', 'SR-002', 'Projeto 2021'),
  plot('Fazenda Boa Vista', 'Água Clara', 'BV-001', 'Projeto 2020'),
  plot('Fazenda Boa Vista', 'Água Clara', 'BV-002'),
];

describe('location filters', () => {
  it('offers the levels that group plots, not the level where each plot has its own value', () => {
    expect(filterLevels(plots, {}).map(({ level }) => level)).toEqual(['gloc1', 'gloc2', 'gloc4']);
  });

  it("offers each level's values among the plots of the other chosen levels, sorted", () => {
    const levels = filterLevels(plots, { gloc1: 'Fazenda Boa Vista' });
    expect(levels.find(({ level }) => level === 'gloc1')?.values).toEqual([
      'Fazenda Boa Vista',
      'Fazenda Santa Rita',
    ]);
    expect(levels.find(({ level }) => level === 'gloc2')?.values).toEqual(['Água Clara']);
    expect(levels.find(({ level }) => level === 'gloc4')?.values).toEqual(['Projeto 2020']);
  });

  it('lets through the plots that match every chosen level', () => {
    const chosen = { gloc1: 'Fazenda Santa Rita', gloc4: 'Projeto 2021' };
    expect(plots.filter((each) => matchesFilters(each, chosen)).map((each) => each.gloc3)).toEqual([
      'SR-002',
    ]);
    expect(plots.filter((each) => matchesFilters(each, {}))).toHaveLength(4);
  });

  it("drops the filters that name no place of these plots (another customer's farm)", () => {
    expect(knownFilters(plots, { gloc1: 'Fazenda Vale Verde', gloc2: 'Água Clara' })).toEqual({
      gloc2: 'Água Clara',
    });
  });
});
