import type { AuditAction, AuditValue, Language } from '@dossel/api-client';
import type { TFunction } from 'i18next';

import { formatDate, formatNumber } from '../../lib/format';

export function actionLabel(action: AuditAction, t: TFunction): string {
  switch (action) {
    case 'create':
      return t('registers.audit.actions.create');
    case 'update':
      return t('registers.audit.actions.update');
    case 'delete':
      return t('registers.audit.actions.delete');
  }
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A recorded value as the language writes it: dates and numbers formatted, yes/no, empty said so. */
export function formatAuditValue(value: AuditValue, t: TFunction, language: Language): string {
  if (value === null || value === '') return t('registers.audit.values.empty');
  if (typeof value === 'boolean')
    return value ? t('registers.audit.values.yes') : t('registers.audit.values.no');
  // Measurements such as IMA keep their decimals: a history must not round away a change.
  if (typeof value === 'number') return formatNumber(value, language, 6);
  return CALENDAR_DATE.test(value) ? formatDate(value, language) : value;
}
