import {
  customerKeys,
  customerOptions,
  labelDictionaryOptions,
  type Customer,
  type LabelDictionary,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Fieldset, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { RecordHistory } from '../audit/record-history';
import { useRegistersApi } from '../api/use-registers-api';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { DateField } from '../../../components/forms/date-field';
import { TextField } from '../../../components/forms/text-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import {
  customerFormDefaults,
  customerFormSchema,
  LOCATION_LEVEL_FIELDS,
  PLOT_LABEL_FIELDS,
  splitCustomerForm,
} from './customer-form-schema';
import { CustomerGroupSelect } from './customer-group-select';
import { WoodPriceSection } from './wood-price-section';

interface CustomerFormProps {
  customer: Customer | undefined;
  labels: LabelDictionary | undefined;
}

function CustomerForm({ customer, labels }: CustomerFormProps) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const queryClient = useQueryClient();
  // A customer saved by a save whose labels were then refused: saving again must update it (a new one, not
  // add another), at the version that save left it at.
  const written = useRef<{ id: number; version: number } | null>(null);
  const handle = useRegisterForm({
    formId: 'customer-form',
    schema: customerFormSchema,
    edited: customer &&
      labels && {
        record: customer,
        options: customerOptions(api, customer.id),
        values: (stored) => customerFormDefaults(stored, labels),
      },
    save: async (value, version) => {
      const form = splitCustomerForm(value);
      const id = customer?.id ?? written.current?.id;
      const at = Math.max(version ?? customer?.version ?? 0, written.current?.version ?? 0);
      const saved = id
        ? await api.registers.customers.update(id, { ...form.customer, version: at })
        : await api.registers.customers.create(form.customer);
      written.current = { id: saved.id, version: saved.version };
      // Spec section 4: the labels are saved after the customer, for the id it got.
      const dictionary = await api.registers.labelDictionary.save(form.labels(saved.id));
      queryClient.setQueryData(labelDictionaryOptions(api, saved.id).queryKey, dictionary);
    },
    resourceKey: customerKeys.all,
    successMessage: customer
      ? t('registers.customers.toasts.updated')
      : t('registers.customers.toasts.created'),
    listHref: paths.customers.href(),
  });
  const { fields } = handle;
  return (
    <RegisterForm handle={handle}>
      <Fieldset legend={t('registers.customers.sections.customer')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField field={fields.name} label={t('registers.customers.fields.name')} autoComplete="off" />
          <TextField
            field={fields.document}
            label={t('registers.customers.fields.document')}
            autoComplete="off"
          />
          <TextField
            field={fields.emailDomain}
            label={t('registers.customers.fields.emailDomain')}
            description={t('registers.customers.fields.emailDomainHint')}
            autoComplete="off"
          />
          <CustomerGroupSelect
            field={fields.customerGroupId}
            label={t('registers.customers.fields.customerGroup')}
          />
          <TextField field={fields.code} label={t('registers.customers.fields.code')} autoComplete="off" />
          <DateField
            field={fields.contractExpiration}
            label={t('registers.customers.fields.contractExpiration')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('registers.customers.sections.levels')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LOCATION_LEVEL_FIELDS.map((name) => (
            <TextField
              key={name}
              field={fields[name]}
              label={t(`registers.customers.fields.${name}`)}
              autoComplete="off"
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset
        legend={t('registers.customers.sections.labels')}
        variant="unstyled"
        aria-describedby="customer-labels-hint"
      >
        <Text id="customer-labels-hint" size="sm" c="gray.7" mb="sm">
          {t('registers.customers.labelsHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PLOT_LABEL_FIELDS.map((name) => (
            <TextField
              key={name}
              field={fields[name]}
              label={t(`registers.customers.labels.${name}`)}
              autoComplete="off"
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </RegisterForm>
  );
}

/** An existing customer's form waits for its labels too, so both fill the fields in. */
function EditCustomerForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const labels = useQuery(labelDictionaryOptions(useRegistersApi(), customer.id));
  if (labels.isPending) return <Skeleton height={320} />;
  if (labels.isError) {
    return (
      <Alert color="red" role="alert">
        {rejectionMessage(labels.error, t)}
      </Alert>
    );
  }
  return <CustomerForm customer={customer} labels={labels.data} />;
}

/**
 * `/customers/new` and `/customers/{id}/edit`: the customer (spec sections 3 and 5: every field
 * required), its location levels and its label dictionary; an existing one's wood price and history.
 */
export function CustomerFormPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('registers.customers.newTitle')}
      editTitle={t('registers.customers.editTitle')}
      listHref={paths.customers.href()}
      recordOptions={(id) => customerOptions(api, id)}
      renderAside={(id) => (
        <>
          <WoodPriceSection customerId={id} />
          <RecordHistory entity="customers" recordId={id} />
        </>
      )}
    >
      {(customer) =>
        customer ? (
          <EditCustomerForm customer={customer} />
        ) : (
          <CustomerForm customer={undefined} labels={undefined} />
        )
      }
    </RegisterFormPage>
  );
}
