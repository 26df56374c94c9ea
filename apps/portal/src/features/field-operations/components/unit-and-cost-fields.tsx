import { MIN_COST } from '@dossel/api-client';
import type { FieldMetadata } from '@conform-to/react/future';
import { useTranslation } from 'react-i18next';

import { NumberField } from '../../../components/forms/number-field';
import { SelectField } from '../../../components/forms/select-field';
import { useOptionLabels } from './option-labels';

export interface UnitAndCostFieldsProps {
  unit: FieldMetadata<unknown>;
  cost: FieldMetadata<unknown>;
  /** Which unit list the unit is chosen from: an operational item's or a supply's. */
  units: 'operationalItemUnits' | 'supplyUnits';
}

/** The unit something is bought by and its current cost in R$, at least 0.01 (spec section 5). */
export function UnitAndCostFields({ unit, cost, units }: UnitAndCostFieldsProps) {
  const { t } = useTranslation();
  const labels = useOptionLabels();
  return (
    <>
      <SelectField
        field={unit}
        label={t('fieldOperations.common.fields.unit')}
        options={labels.choices(units)}
        maw="16rem"
      />
      <NumberField
        field={cost}
        label={t('fieldOperations.common.fields.currentCostInReais')}
        step={String(MIN_COST)}
        maw="16rem"
      />
    </>
  );
}
