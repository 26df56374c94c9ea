import { describe, expect, it } from 'vitest';

import { ageFactor, alertLoss } from './alert-loss';

const base = { rotationStart: '2023-11-10', cutAgeYears: 7, date: '2026-11-10', priceBrlPerM3: null };

describe('the estimated loss of an alert', () => {
  it('is the change × the expected IMA × the years left until the planned cut', () => {
    // Three years old (2 decimals of 365.25-day years: 3.0), cut at 7: four years of growth lost.
    const loss = alertLoss({ ...base, changeHa: 2.5, imaM3HaYear: 40, priceBrlPerM3: 80 });
    expect(loss).toEqual({ basis: 'estimated', ageYears: 3, ageFactor: 4, lossM3: 400, lossBrl: 32_000 });
  });

  it('has no R$ when the customer has no wood price', () => {
    const loss = alertLoss({ ...base, changeHa: 2.5, imaM3HaYear: 40 });
    expect(loss.lossM3).toBe(400);
    expect(loss.lossBrl).toBeNull();
  });

  it('estimates nothing for a plot without a measured IMA', () => {
    expect(alertLoss({ ...base, changeHa: 3, imaM3HaYear: null, priceBrlPerM3: 80 })).toMatchObject({
      basis: 'noIma',
      lossM3: null,
      lossBrl: null,
    });
  });

  it('estimates nothing when the flagged area shrank', () => {
    expect(alertLoss({ ...base, changeHa: -2.4, imaM3HaYear: 40, priceBrlPerM3: 80 })).toMatchObject({
      basis: 'decrease',
      lossM3: null,
    });
  });

  it('counts at least one year of growth at or past the cut age', () => {
    expect(ageFactor(7, 7)).toBe(1);
    expect(ageFactor(9.5, 7)).toBe(1);
    expect(ageFactor(6.5, 7)).toBe(1);
    expect(ageFactor(5.25, 7)).toBe(1.75);
    const old = alertLoss({ ...base, rotationStart: '2015-01-01', changeHa: 2, imaM3HaYear: 35 });
    expect(old).toMatchObject({ ageFactor: 1, lossM3: 70 });
  });

  it('takes the plot’s own planned cut age', () => {
    expect(alertLoss({ ...base, cutAgeYears: 6, changeHa: 2, imaM3HaYear: 40 })).toMatchObject({
      ageFactor: 3,
      lossM3: 240,
    });
  });

  it('counts the whole rotation for a stand planted on the monitoring date', () => {
    const young = alertLoss({ ...base, rotationStart: '2026-11-10', changeHa: 2, imaM3HaYear: 30 });
    expect(young).toMatchObject({ ageYears: 0, ageFactor: 7, lossM3: 420 });
  });

  it('rounds the change as shown (2 decimals) before multiplying', () => {
    expect(alertLoss({ ...base, changeHa: 2.004, imaM3HaYear: 10 }).lossM3).toBe(80);
  });
});
