import type { Language, SlopeClass, SoilOrder, TexturalClass } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../lib/format';
import { ALTITUDE_BAND_M, slopeRange } from './soil-classes';

/** Keys of the textural classes, whose survey names (with spaces and accents) are data, not keys. */
const TEXTURE_KEYS = {
  Arenosa: 'sandy',
  Média: 'medium',
  Argilosa: 'clayey',
  'Muito argilosa': 'veryClayey',
} as const satisfies Record<TexturalClass, string>;

/** The names of soil orders, textural classes, slope classes and altitude bands in the user's language. */
export function useSoilLabels() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const number = (value: number) => formatNumber(value, language);
  return {
    soilOrder: (order: SoilOrder) => t(`reports.soilRelief.soilOrder.${order}`),
    texturalClass: (texture: TexturalClass) => t(`reports.soilRelief.texturalClass.${TEXTURE_KEYS[texture]}`),
    /** 'Suave ondulado (3–8%)': the class and its limits, from the api-client's names. */
    slopeClass: (slope: SlopeClass) => {
      const [from, to] = slopeRange(slope);
      const range = to === null ? `> ${number(from)}%` : `${number(from)}–${number(to)}%`;
      return `${t(`monitoring.slopeClass.${slope}`)} (${range})`;
    },
    altitudeBand: (floor: number) => `${number(floor)}–${number(floor + ALTITUDE_BAND_M)} m`,
  };
}
