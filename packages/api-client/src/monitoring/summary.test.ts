import { describe, expect, it } from 'vitest';

import { monitoringSummaryOf, type PlotMonitoring } from './summary';

const levels = (flaggedHa: number, level = 2) => [
  { level: 1, areaHa: 4 - flaggedHa },
  { level, areaHa: flaggedHa },
];

function plot(plotId: number, gloc1: string | null, plotName: string, extra: Partial<PlotMonitoring> = {}) {
  return { plotId, plotName, gloc1, plotAreaHa: 4, current: null, previous: null, loss: null, ...extra };
}

describe('the monitoring summary', () => {
  it('lists plots by farm (one without first, accents as in Portuguese), then name, then id', () => {
    const summary = monitoringSummaryOf('weeds', '2030-02-15', [
      plot(4, 'Fazenda Bela Vista', 'A'),
      plot(3, 'Fazenda Água Limpa', 'B'),
      plot(2, 'Fazenda Água Limpa', 'B'),
      plot(1, null, 'Z'),
    ]);
    expect(summary.plots.map((row) => row.plotId)).toEqual([1, 2, 3, 4]);
  });

  it('raises the alert of a change of exactly 2 ha since the plot’s previous monitoring', () => {
    const summary = monitoringSummaryOf('weeds', '2030-02-15', [
      plot(1, 'F', 'A', {
        current: { imageDate: '2030-02-10', levels: levels(2.5) },
        previous: { date: '2030-01-15', levels: levels(0.5) },
      }),
    ]);
    expect(summary.plots[0]).toMatchObject({
      changeHa: 2,
      alert: true,
      previousDate: '2030-01-15',
      flaggedPct: 62.5,
    });
    expect(summary.totals).toMatchObject({ plots: 1, monitoredPlots: 1, flaggedAreaHa: 2.5, alerts: 1 });
  });

  it('tells no change of a plot not monitored on the date, even with an earlier monitoring', () => {
    const summary = monitoringSummaryOf('weeds', '2030-02-15', [
      plot(1, 'F', 'A', { previous: { date: '2030-01-15', levels: levels(3) } }),
    ]);
    expect(summary.plots[0]).toMatchObject({
      monitored: false,
      previousDate: null,
      changeHa: null,
      alert: false,
    });
  });

  it('counts level 3 only for anomalies', () => {
    const summary = monitoringSummaryOf('anomalies', '2030-02-15', [
      plot(1, 'F', 'A', { current: { imageDate: null, levels: levels(1, 2) } }),
    ]);
    expect(summary.plots[0]).toMatchObject({ flaggedAreaHa: 0, monitoredAreaHa: 4 });
  });
});
