import { describe, expect, it } from 'vitest';

import { LANGUAGES, translateMessage } from '../messages';
import { ARIDITY_CLASSES } from './climate';
import { PROJECTION_SCENARIOS } from './projection';
import { SLOPE_CLASSES } from './relief';
import { RESTRICTION_LEVELS } from './restriction';

// What the rules answer is a code; the screens show it through these keys.
const labelKeys = [
  ...PROJECTION_SCENARIOS.map((scenario) => `monitoring.scenario.${scenario}`),
  ...ARIDITY_CLASSES.map((aridity) => `monitoring.aridityClass.${aridity}`),
  ...RESTRICTION_LEVELS.map((level) => `monitoring.restrictionLevel.${level}`),
  ...SLOPE_CLASSES.map((slope) => `monitoring.slopeClass.${slope}`),
];

describe('labels of the monitoring classes', () => {
  it.each(LANGUAGES)('every scenario, class and level has a text in %s', (language) => {
    const missing = labelKeys.filter((key) => translateMessage(language, key) === key);
    expect(missing).toEqual([]);
  });

  it('shows the class names in each language', () => {
    expect(translateMessage('pt-BR', 'monitoring.aridityClass.drySubHumid')).toBe('Subúmido seco');
    expect(translateMessage('pt-BR', 'monitoring.slopeClass.stronglyUndulating')).toBe('Forte ondulado');
    expect(translateMessage('es', 'monitoring.aridityClass.semiArid')).toBe('Semiárido');
    expect(translateMessage('en-US', 'monitoring.restrictionLevel.restrictive')).toBe('Restrictive');
  });
});
