import {
  operationalItemInputSchema,
  operationalItemKeys,
  operationalItemQueryOptions,
  type OperationalItem,
} from '@dossel/api-client';
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
import { OPERATIONAL_ITEM_TOAST_MS } from './operational-item-toasts';

function OperationalItemForm({ item }: { item: OperationalItem | undefined }) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const handle = useRegisterForm({
    formId: 'operational-item-form',
    schema: operationalItemInputSchema,
    edited: item && {
      record: item,
      options: operationalItemQueryOptions(api, item.id),
      values: (stored) => ({
        item: stored.item,
        unidade: stored.unidade,
        custo_atual: stored.custo_atual,
        categoria: stored.categoria,
      }),
    },
    save: (input, version) =>
      item
        ? api.fieldOperations.operationalItems.update(item.id, { ...input, version: version ?? item.version })
        : api.fieldOperations.operationalItems.create(input),
    resourceKey: operationalItemKeys.all,
    successMessage: item
      ? t('fieldOperations.operationalItems.toasts.updated')
      : t('fieldOperations.operationalItems.toasts.created'),
    successAutoClose: OPERATIONAL_ITEM_TOAST_MS,
    listHref: paths.operationalItems.href(),
  });
  const { fields } = handle;
  return (
    <RegisterForm handle={handle}>
      <TextField
        field={fields.item}
        label={t('fieldOperations.operationalItems.fields.item')}
        autoComplete="off"
      />
      <SelectField
        field={fields.categoria}
        label={t('fieldOperations.operationalItems.fields.category')}
        options={labels.choices('operationalItemCategories')}
      />
      <UnitAndCostFields unit={fields.unidade} cost={fields.custo_atual} units="operationalItemUnits" />
    </RegisterForm>
  );
}

/** `/operational-items/new` and `/operational-items/{id}/edit`: an item, its unit, cost and category. */
export function OperationalItemFormPage() {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('fieldOperations.operationalItems.newTitle')}
      editTitle={t('fieldOperations.operationalItems.editTitle')}
      listHref={paths.operationalItems.href()}
      recordOptions={(id) => operationalItemQueryOptions(api, id)}
    >
      {(item) => <OperationalItemForm item={item} />}
    </RegisterFormPage>
  );
}
