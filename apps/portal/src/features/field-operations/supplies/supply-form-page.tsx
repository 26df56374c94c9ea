import { supplyInputSchema, supplyKeys, supplyQueryOptions, type Supply } from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { SelectField } from '../../../components/forms/select-field';
import { TextField } from '../../../components/forms/text-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { useFieldOperationsApi } from '../api/use-field-operations-api';
import { useOptionLabels } from '../components/option-labels';
import { UnitAndCostFields } from '../components/unit-and-cost-fields';

function SupplyForm({ supply }: { supply: Supply | undefined }) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const handle = useRegisterForm({
    formId: 'supply-form',
    schema: supplyInputSchema,
    edited: supply && {
      record: supply,
      options: supplyQueryOptions(api, supply.id),
      values: (stored) => ({
        insumo: stored.insumo,
        unidade: stored.unidade,
        grupo: stored.grupo,
        custo_atual: stored.custo_atual,
      }),
    },
    save: (input, version) =>
      supply
        ? api.fieldOperations.supplies.update(supply.id, { ...input, version: version ?? supply.version })
        : api.fieldOperations.supplies.create(input),
    resourceKey: supplyKeys.all,
    successMessage: supply ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.supplies.href(),
  });
  const { fields } = handle;
  return (
    <RegisterForm handle={handle}>
      <TextField
        field={fields.insumo}
        label={t('fieldOperations.supplies.fields.supply')}
        autoComplete="off"
      />
      <SelectField
        field={fields.grupo}
        label={t('fieldOperations.common.fields.group')}
        options={labels.choices('operationGroups')}
      />
      <UnitAndCostFields unit={fields.unidade} cost={fields.custo_atual} units="supplyUnits" />
    </RegisterForm>
  );
}

/** `/supplies/new` and `/supplies/{id}/edit`: a supply, its unit, operation group and current cost. */
export function SupplyFormPage() {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('fieldOperations.supplies.newTitle')}
      editTitle={t('fieldOperations.supplies.editTitle')}
      listHref={paths.supplies.href()}
      recordOptions={(id) => supplyQueryOptions(api, id)}
    >
      {(supply) => <SupplyForm supply={supply} />}
    </RegisterFormPage>
  );
}
