import { describe, expect, it } from 'vitest';

import { fakeMetrics, fakePlots } from '../productivity-fixtures';
import { cloneSummary, contractStatusSummary, latestStands, plotHistory, standsProjection } from './stands';

const serraAzul = fakePlots.filter((plot) => plot.customerId === 1);
const stands = latestStands(serraAzul, fakeMetrics, '2026-11-26');
function byName(name: string) {
  const stand = stands.find((candidate) => candidate.plot.name === name);
  if (!stand) throw new Error(`no stand ${name} in the fixtures`);
  return stand;
}
const [firstPlot] = serraAzul;
if (!firstPlot) throw new Error('the fixtures have plots');

describe('latestStands', () => {
  it('pairs each plot with its latest measurement, in plot-name order', () => {
    expect(stands.map((stand) => [stand.plot.name, stand.metrics?.date])).toEqual([
      ['SJO-001', '2026-06-30'],
      ['SJO-002', '2026-06-30'],
      ['SRI-001', '2026-06-30'],
      ['SRI-002', '2026-06-30'],
      ['SRI-003', '2026-06-30'],
    ]);
  });

  it('gives no performance figures to a stand measured at 3 months or younger', () => {
    expect(byName('SJO-002')).toMatchObject({ hasPerformance: false, hasDamage: false });
  });

  it('gives no damage estimate to a stand of 2 years or less', () => {
    expect(byName('SJO-001')).toMatchObject({ hasPerformance: true, hasDamage: false });
    expect(byName('SRI-001')).toMatchObject({ hasPerformance: true, hasDamage: true });
  });

  it('judges a plot without measurements by its age today', () => {
    const plot = { ...firstPlot, id: 99, rotationStart: '2026-10-01' };
    expect(latestStands([plot], [], '2026-11-26')[0]).toMatchObject({ metrics: null, hasPerformance: false });
  });
});

describe('plotHistory', () => {
  it("lists one plot's measurements oldest first", () => {
    expect(plotHistory(firstPlot, [...fakeMetrics].reverse()).map((stand) => stand.metrics?.date)).toEqual([
      '2025-12-31',
      '2026-06-30',
    ]);
  });
});

describe('summaries', () => {
  it('projects the IMA over the stands with performance figures only', () => {
    expect(standsProjection(stands).plots).toBe(4);
    expect(standsProjection([byName('SJO-002')])).toEqual({ projection: null, plots: 0 });
  });

  it('counts plots and area under follow-up and not supervised', () => {
    expect(contractStatusSummary(stands)).toEqual([
      { status: 'active', plots: 4, areaHa: 107.5 },
      { status: 'inactive', plots: 1, areaHa: 18.2 },
    ]);
  });

  it('weights the mean IMA of a clone by the area of its plots with figures', () => {
    const ima = (name: string) => byName(name).metrics?.ima ?? Number.NaN;
    const [aec, gg, i144] = cloneSummary(stands);
    expect(aec).toEqual({
      clone: 'AEC 144',
      plots: 2,
      areaHa: 55.5,
      meanIma: Math.round(((ima('SRI-001') * 25.5 + ima('SRI-002') * 30) / 55.5) * 100) / 100,
    });
    expect(gg?.plots).toBe(2);
    expect(i144).toEqual({ clone: 'I 144', plots: 1, areaHa: 12, meanIma: null });
  });
});
