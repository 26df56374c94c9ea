import { useFormData } from '@conform-to/react/future';
import {
  documentCategoryListOptions,
  documentFormSchema,
  documentKeys,
  documentLimitsOptions,
  documentOptions,
  documentSubjectListOptions,
  documentTypeListOptions,
  type CustomerDocument,
  type DocumentLookupItem,
  type Language,
  type UploadFile,
  type UploadProgress,
} from '@dossel/api-client';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { formatSize } from '../../../lib/format';
import { RecordHistory } from '../audit/record-history';
import { useRegistersApi } from '../api/use-registers-api';
import { CustomerSelect } from '../components/customer-select';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { SelectField } from '../../../components/forms/select-field';
import { TextField } from '../../../components/forms/text-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { FileDropZone } from './file-drop-zone';
import { UploadProgressBar } from './upload-progress-bar';

const byName = (items: readonly DocumentLookupItem[] | undefined, language: string) =>
  items
    ?.map((item) => ({ value: item.id, label: item.name }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

function DocumentForm({ document }: { document: CustomerDocument | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const api = useRegistersApi();
  const types = useQuery(documentTypeListOptions(api)).data;
  const categories = useQuery(documentCategoryListOptions(api)).data;
  const subjects = useQuery(documentSubjectListOptions(api)).data;
  const maxBytes = useQuery(documentLimitsOptions(api)).data?.maxBytes;
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const schema = useMemo(
    () =>
      documentFormSchema({
        extensions: new Map(types?.map((type) => [type.id, type.extension])),
        keptFileName: document?.name,
        maxBytes,
      }),
    [types, document?.name, maxBytes],
  );
  const handle = useRegisterForm({
    formId: 'document-form',
    schema,
    edited: document && {
      record: document,
      options: documentOptions(api, document.id),
      values: (stored) => ({
        customerId: stored.customerId,
        documentTypeId: stored.documentTypeId,
        documentCategoryId: stored.documentCategoryId,
        documentSubjectId: stored.documentSubjectId,
        description: stored.description,
      }),
    },
    save: ({ file, ...fields }, version) => {
      const upload: UploadFile | undefined = file && { blob: file, name: file.name };
      setProgress(file ? { loaded: 0, total: file.size } : null);
      const onProgress = upload ? setProgress : undefined;
      return document
        ? api.registers.documents.update(
            document.id,
            { ...fields, version: version ?? document.version },
            upload,
            onProgress,
          )
        : // The schema requires a file for a new document.
          api.registers.documents.upload(fields, upload as UploadFile, onProgress);
    },
    resourceKey: documentKeys.all,
    successMessage: document ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.documents.href(),
  });
  const { fields } = handle;

  // The chosen type decides the file's extension: the zone says which, and the picker offers only it.
  const typeId = useFormData(handle.form.id, (data) => Number(data.get('documentTypeId')) || null, {
    fallback: document?.documentTypeId ?? null,
  });
  const extension = types?.find((type) => type.id === typeId)?.extension;
  const limit = maxBytes === undefined ? null : formatSize(maxBytes, language);
  const hint = [
    extension
      ? t('registers.documents.file.extension', { extension })
      : t('registers.documents.file.chooseType'),
    limit ? t('registers.documents.file.limit', { size: limit }) : null,
  ]
    .filter(Boolean)
    .join(' ');

  const typeOptions = useMemo(
    () =>
      types
        ?.map((type) => ({ value: type.id, label: `${type.description} (.${type.extension})` }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [types, language],
  );
  const categoryOptions = useMemo(() => byName(categories, language), [categories, language]);
  const subjectOptions = useMemo(() => byName(subjects, language), [subjects, language]);

  return (
    <RegisterForm handle={handle}>
      <CustomerSelect field={fields.customerId} label={t('registers.documents.fields.customer')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          field={fields.documentTypeId}
          options={typeOptions}
          label={t('registers.documents.fields.documentType')}
        />
        <SelectField
          field={fields.documentCategoryId}
          options={categoryOptions}
          label={t('registers.documents.fields.documentCategory')}
        />
        <SelectField
          field={fields.documentSubjectId}
          options={subjectOptions}
          label={t('registers.documents.fields.documentSubject')}
        />
      </SimpleGrid>
      <TextField
        field={fields.description}
        label={t('registers.documents.fields.description')}
        autoComplete="off"
      />
      <FileDropZone
        field={fields.file}
        label={document ? t('registers.documents.file.replaceLabel') : t('registers.documents.file.label')}
        hint={hint}
        extension={extension}
        keptFile={document}
      />
      {handle.saving && progress ? <UploadProgressBar progress={progress} /> : null}
    </RegisterForm>
  );
}

/** `/documents/new` and `/documents/{id}/edit`: a customer's document, its classification and its file. */
export function DocumentFormPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('registers.documents.newTitle')}
      editTitle={t('registers.documents.editTitle')}
      listHref={paths.documents.href()}
      recordOptions={(id) => documentOptions(api, id)}
      renderAside={(id) => <RecordHistory entity="documents" recordId={id} />}
    >
      {(document) => <DocumentForm document={document} />}
    </RegisterFormPage>
  );
}
