import {
  FIELD_NOTE_TYPES,
  INFESTATION_LEVELS,
  INFESTATION_PATTERNS,
  type FieldNoteType,
  type InfestationLevel,
  type InfestationPattern,
} from '@dossel/api-client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { SelectFieldOption } from '../../../components/forms/select-field';

/**
 * The names of a field note's choices in the reader's language (spec section 3): its type, the
 * infestation and its pattern. The values stay as the API stores them.
 */
export function useFieldNoteLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const types: Record<FieldNoteType, string> = {
      1: t('fieldOperations.fieldNotes.types.combat'),
      2: t('fieldOperations.fieldNotes.types.infestationAnalysis'),
    };
    const infestation: Record<InfestationLevel, string> = {
      Pouca: t('fieldOperations.fieldNotes.infestationLevels.low'),
      Razoável: t('fieldOperations.fieldNotes.infestationLevels.moderate'),
      Muita: t('fieldOperations.fieldNotes.infestationLevels.high'),
    };
    const patterns: Record<InfestationPattern, string> = {
      Localizado: t('fieldOperations.fieldNotes.patterns.localized'),
      Sistemático: t('fieldOperations.fieldNotes.patterns.systematic'),
    };
    return {
      types,
      infestation,
      patterns,
      typeOptions: FIELD_NOTE_TYPES.map((value): SelectFieldOption => ({ value, label: types[value] })),
      infestationOptions: INFESTATION_LEVELS.map((value): SelectFieldOption => ({
        value,
        label: infestation[value],
      })),
      patternOptions: INFESTATION_PATTERNS.map((value): SelectFieldOption => ({
        value,
        label: patterns[value],
      })),
    };
  }, [t]);
}
