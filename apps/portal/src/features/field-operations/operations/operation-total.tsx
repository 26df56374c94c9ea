import { useFormData } from '@conform-to/react/future';
import {
  COST_PER_HA,
  COST_TYPES,
  operationTotalCost,
  type CostType,
  type Language,
} from '@dossel/api-client';
import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../lib/format';

/** A typed number of the form, or null when empty or not a number (the schema says why on Save). */
function numberOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const isCostType = (value: string | null): value is CostType =>
  (COST_TYPES as readonly (string | null)[]).includes(value);

/** What the typed record costs (api-client's `operationTotalCost`), or null while a factor is missing. */
function totalOf(data: URLSearchParams): number | null {
  const costType = data.get('tipo_custo');
  if (!isCostType(costType)) return null;
  const area = numberOf(data.get('area_executada'));
  if (costType === COST_PER_HA && area === null) return null;
  return operationTotalCost({
    tipo_custo: costType,
    area_executada: area ?? 0,
    custo_ha: numberOf(data.get('custo_ha')),
    custo_diaria: numberOf(data.get('custo_diaria')),
    num_diarias: numberOf(data.get('num_diarias')),
    custo_hora: numberOf(data.get('custo_hora')),
    num_horas: numberOf(data.get('num_horas')),
  });
}

export interface OperationTotalProps {
  /** The operation form's id. */
  formId: string;
  /** The saved record's total, shown until the form is drawn. @default none */
  initial?: number | null;
}

/** The record's total cost in R$, worked out as the user types (per ha, per day or per hour). */
export function OperationTotal({ formId, initial = null }: OperationTotalProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const total = useFormData(formId, totalOf, { fallback: initial });
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Text id={labelId} size="sm" fw={500}>
        {t('fieldOperations.operations.fields.totalCost')}
      </Text>
      <Text role="status" aria-labelledby={labelId} fw={700} fz="lg">
        {total === null ? '—' : formatMoney(total, i18n.language as Language)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fieldOperations.operations.totalCostHint')}
      </Text>
    </Paper>
  );
}
