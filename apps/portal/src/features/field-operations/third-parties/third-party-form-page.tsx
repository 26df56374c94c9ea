import {
  thirdPartyInputSchema,
  thirdPartyKeys,
  thirdPartyQueryOptions,
  type ThirdParty,
} from '@dossel/api-client';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { SelectField } from '../../../components/forms/select-field';
import { TextField } from '../../../components/forms/text-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { useOptionLabels } from '../components/option-labels';
import { ThirdPartyServices } from './third-party-services';
import { useFieldOperationsApi } from '../api/use-field-operations-api';

function ThirdPartyForm({ provider }: { provider: ThirdParty | undefined }) {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  const labels = useOptionLabels();
  const handle = useRegisterForm({
    formId: 'third-party-form',
    schema: thirdPartyInputSchema,
    edited: provider && {
      record: provider,
      options: thirdPartyQueryOptions(api, provider.id),
      values: (stored) => ({
        nome: stored.nome,
        documento: stored.documento,
        email: stored.email,
        telefone: stored.telefone,
        vinculo: stored.vinculo,
      }),
    },
    save: (input, version) =>
      provider
        ? api.fieldOperations.thirdParties.update(provider.id, {
            ...input,
            version: version ?? provider.version,
          })
        : api.fieldOperations.thirdParties.create(input),
    resourceKey: thirdPartyKeys.all,
    successMessage: provider ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.thirdParty.href(),
  });
  const { fields } = handle;
  return (
    <RegisterForm handle={handle}>
      <TextField
        field={fields.nome}
        label={t('fieldOperations.thirdParties.fields.nome')}
        autoComplete="off"
      />
      <TextField
        field={fields.documento}
        label={t('fieldOperations.thirdParties.fields.documento')}
        autoComplete="off"
      />
      <TextField
        field={fields.email}
        label={t('fieldOperations.thirdParties.fields.email')}
        type="email"
        autoComplete="off"
      />
      <TextField
        field={fields.telefone}
        label={t('fieldOperations.thirdParties.fields.telefone')}
        type="tel"
        autoComplete="off"
      />
      <SelectField
        field={fields.vinculo}
        label={t('fieldOperations.thirdParties.fields.vinculo')}
        options={labels.choices('linkTypes')}
      />
      {provider ? null : (
        // The services hang off a saved provider (`/terceiros/{id}/custos`): say where they are added.
        <Text size="sm" c="dimmed">
          {t('fieldOperations.thirdParties.services.afterSave')}
        </Text>
      )}
    </RegisterForm>
  );
}

/**
 * `/third-party/new` and `/third-party/{id}/edit`: a service provider, and below an existing one the
 * services it charges for.
 */
export function ThirdPartyFormPage() {
  const { t } = useTranslation();
  const api = useFieldOperationsApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('fieldOperations.thirdParties.newTitle')}
      editTitle={t('fieldOperations.thirdParties.editTitle')}
      listHref={paths.thirdParty.href()}
      recordOptions={(id) => thirdPartyQueryOptions(api, id)}
      renderAside={(id) => <ThirdPartyServices thirdPartyId={id} />}
    >
      {(provider) => <ThirdPartyForm provider={provider} />}
    </RegisterFormPage>
  );
}
