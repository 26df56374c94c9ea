import { useFormData } from '@conform-to/react/future';
import {
  benchmarkingInputSchema,
  benchmarkingKeys,
  benchmarkingOptions,
  type Benchmarking,
} from '@dossel/api-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { RecordHistory } from '../audit/record-history';
import { useRegistersApi } from '../api/use-registers-api';
import { CustomerSelect } from '../components/customer-select';
import { NumberField } from '../../../components/forms/number-field';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { PickedDateField } from './picked-date-field';

/** An entry's values as the form's fields hold them: text, empty for a number left out. */
const formValues = (entry: Benchmarking) => ({
  customer_id: String(entry.customer_id),
  data: entry.data,
  ima7: entry.ima7 === null ? '' : String(entry.ima7),
  performance: entry.performance === null ? '' : String(entry.performance),
  impacto_clima: entry.impacto_clima === null ? '' : String(entry.impacto_clima),
});

function BenchmarkingForm({ entry }: { entry: Benchmarking | undefined }) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const handle = useRegisterForm({
    formId: 'benchmarking-form',
    schema: benchmarkingInputSchema,
    edited: entry && { record: entry, options: benchmarkingOptions(api, entry.id), values: formValues },
    save: (input, version) =>
      entry
        ? api.registers.benchmarking.update(entry.id, { ...input, version: version ?? entry.version })
        : api.registers.benchmarking.create(input),
    resourceKey: benchmarkingKeys.all,
    successMessage: entry
      ? t('registers.benchmarking.toasts.updated')
      : t('registers.benchmarking.toasts.created'),
    listHref: paths.benchmarking.href(),
  });
  // Spec section 2: Save waits until a customer is chosen.
  const customerChosen = useFormData(handle.form.id, (data) => Boolean(data.get('customer_id')), {
    fallback: entry !== undefined,
  });
  // The numbers may stay empty; Conform reads their schema (a number or null, optional) as required.
  return (
    <RegisterForm handle={handle} canSave={customerChosen}>
      <CustomerSelect field={handle.fields.customer_id} label={t('registers.benchmarking.fields.customer')} />
      <PickedDateField
        field={handle.fields.data}
        label={t('registers.benchmarking.fields.data')}
        description={t('registers.benchmarking.fields.dataHint')}
      />
      <NumberField
        field={handle.fields.ima7}
        label={t('registers.benchmarking.fields.ima7')}
        maw="14rem"
        required={false}
      />
      <NumberField
        field={handle.fields.performance}
        label={t('registers.benchmarking.fields.performance')}
        maw="14rem"
        required={false}
      />
      <NumberField
        field={handle.fields.impacto_clima}
        label={t('registers.benchmarking.fields.impactoClima')}
        maw="14rem"
        required={false}
      />
    </RegisterForm>
  );
}

/**
 * Spec section 8: an edit URL without an entry goes back to the list with the not-found error (once:
 * React runs a new component's effects twice in development).
 */
function BackToListNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify.alert(t('registers.benchmarking.notFound'));
    void navigate(paths.benchmarking.href(), { replace: true });
  }, [navigate, t]);
  return null;
}

/** `/benchmarking/new` and `/benchmarking/{id}/edit`: one customer's figures on one date. */
export function BenchmarkingFormPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('registers.benchmarking.newTitle')}
      editTitle={t('registers.benchmarking.editTitle')}
      listHref={paths.benchmarking.href()}
      recordOptions={(id) => benchmarkingOptions(api, id)}
      renderAside={(id) => <RecordHistory entity="benchmarking" recordId={id} />}
      notFound={<BackToListNotFound />}
    >
      {(entry) => <BenchmarkingForm entry={entry} />}
    </RegisterFormPage>
  );
}
