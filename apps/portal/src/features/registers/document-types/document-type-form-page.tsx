import {
  documentTypeInputSchema,
  documentTypeKeys,
  documentTypeOptions,
  type DocumentType,
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

function DocumentTypeForm({ type }: { type: DocumentType | undefined }) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const handle = useRegisterForm({
    formId: 'document-type-form',
    schema: documentTypeInputSchema,
    edited: type && {
      record: type,
      options: documentTypeOptions(api, type.id),
      values: (stored) => ({ description: stored.description, extension: stored.extension }),
    },
    save: (input, version) =>
      type
        ? api.registers.documentTypes.update(type.id, { ...input, version: version ?? type.version })
        : api.registers.documentTypes.create(input),
    resourceKey: documentTypeKeys.all,
    successMessage: type ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.documentTypes.href(),
  });
  return (
    <RegisterForm handle={handle}>
      <TextField
        field={handle.fields.description}
        label={t('registers.documentTypes.fields.description')}
        autoComplete="off"
      />
      <TextField
        field={handle.fields.extension}
        label={t('registers.documentTypes.fields.extension')}
        description={t('registers.documentTypes.fields.extensionHint')}
        autoComplete="off"
        maw="12rem"
      />
    </RegisterForm>
  );
}

/** `/document-types/new` and `/document-types/{id}/edit`: a type's description and file extension. */
export function DocumentTypeFormPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('registers.documentTypes.newTitle')}
      editTitle={t('registers.documentTypes.editTitle')}
      listHref={paths.documentTypes.href()}
      recordOptions={(id) => documentTypeOptions(api, id)}
      renderAside={(id) => <RecordHistory entity="documentTypes" recordId={id} />}
    >
      {(type) => <DocumentTypeForm type={type} />}
    </RegisterFormPage>
  );
}
