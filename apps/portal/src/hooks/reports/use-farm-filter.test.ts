import { describe, expect, it } from 'vitest';

import { fakePlots } from '../../testing/plot-fixtures';
import { farmsOf } from './use-farm-filter';

describe('farmsOf', () => {
  it('lists the farms once each, alphabetically', () => {
    expect(farmsOf(fakePlots)).toEqual([
      'Fazenda Cachoeira Escura',
      'Fazenda Santa Rita',
      'Fazenda São João',
    ]);
  });
});
