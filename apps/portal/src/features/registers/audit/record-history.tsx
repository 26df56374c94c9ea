import { auditTrailOptions, type AuditEntity } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { RecordHistory as History } from '../../../components/record-history/record-history';
import { useRegistersApi } from '../api/use-registers-api';
import { fieldLabel } from './audit-texts';

export interface RecordHistoryProps {
  /** The register the record belongs to. */
  entity: AuditEntity;
  /** The record's id. */
  recordId: number;
}

/**
 * A register record's history, for its edit page (`/register/audit`, staff): the shared history
 * (components/record-history) with the registers' field labels.
 */
export function RecordHistory({ entity, recordId }: RecordHistoryProps) {
  const { t } = useTranslation();
  return (
    <History
      options={auditTrailOptions(useRegistersApi(), entity, recordId)}
      fieldLabel={(field) => fieldLabel(field, t)}
    />
  );
}
