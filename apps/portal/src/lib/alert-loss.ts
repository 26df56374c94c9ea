import type { AlertLossFigures, Language } from '@dossel/api-client';
import type { TFunction } from 'i18next';

import { formatMoney, formatNumber } from './format';

/**
 * An alert's estimated loss in words (issue 15): `412,5 m³ · R$ 35.270,00`, or in m³ with "no wood price"
 * when the customer has none; null when no loss was estimated (no IMA measured, or the area shrank).
 * Home and the monitoring screens write it alike.
 */
export function lossAmount(loss: AlertLossFigures, t: TFunction, language: Language): string | null {
  if (loss.lossM3 === null) return null;
  const m3 = t('reports.map.loss.m3', { value: formatNumber(loss.lossM3, language) });
  return loss.lossBrl === null
    ? `${m3} (${t('reports.map.loss.noPrice')})`
    : `${m3} · ${formatMoney(loss.lossBrl, language)}`;
}

/** What the loss was computed from, shown with it: the IMA, the years until the cut and the price. */
export function lossBasis(loss: AlertLossFigures, t: TFunction, language: Language): string {
  if (loss.basis === 'noIma') return t('reports.map.loss.noIma');
  if (loss.basis === 'decrease') return t('reports.map.loss.decrease');
  const basis = t('reports.map.loss.basis', {
    ima: formatNumber(loss.imaM3HaYear ?? 0, language),
    factor: formatNumber(loss.ageFactor, language),
    cutAge: formatNumber(loss.cutAgeYears, language),
  });
  return loss.priceBrlPerM3 === null
    ? basis
    : `${basis}, ${t('reports.map.loss.price', { price: formatMoney(loss.priceBrlPerM3, language) })}`;
}
