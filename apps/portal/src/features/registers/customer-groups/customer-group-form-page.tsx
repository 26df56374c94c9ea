import {
  customerGroupInputSchema,
  customerGroupKeys,
  customerGroupOptions,
  type CustomerGroup,
} from '@dossel/api-client';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { RecordHistory } from '../audit/record-history';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { TextField } from '../../../components/forms/text-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';

function CustomerGroupForm({ group }: { group: CustomerGroup | undefined }) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const handle = useRegisterForm({
    formId: 'customer-group-form',
    schema: customerGroupInputSchema,
    edited: group && {
      record: group,
      options: customerGroupOptions(api, group.id),
      values: (stored) => ({ name: stored.name }),
    },
    save: (input, version) =>
      group
        ? api.registers.customerGroups.update(group.id, { ...input, version: version ?? group.version })
        : api.registers.customerGroups.create(input),
    resourceKey: customerGroupKeys.all,
    successMessage: group ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.customerGroups.href(),
  });
  return (
    <RegisterForm handle={handle}>
      <TextField
        field={handle.fields.name}
        label={t('registers.customerGroups.fields.name')}
        autoComplete="off"
      />
    </RegisterForm>
  );
}

/** `/customer-groups/new` and `/customer-groups/{id}/edit`: a customer group's name. */
export function CustomerGroupFormPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('registers.customerGroups.newTitle')}
      editTitle={t('registers.customerGroups.editTitle')}
      listHref={paths.customerGroups.href()}
      recordOptions={(id) => customerGroupOptions(api, id)}
      renderAside={(id) => <RecordHistory entity="customerGroups" recordId={id} />}
    >
      {(group) => <CustomerGroupForm group={group} />}
    </RegisterFormPage>
  );
}
