import { useFormData } from '@conform-to/react/future';
import {
  customerSelectOptions,
  FIELD_OPERATIONS_SERVICE_ID,
  PRODUCTIVITY_SERVICE_ID,
  QUALITY_SERVICE_ID,
  type ServicesJson,
} from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { Alert, Checkbox, Fieldset, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useRegistersApi } from '../api/use-registers-api';

/** The services a user can have at a customer, and the words for them. */
const SERVICES = [
  { id: PRODUCTIVITY_SERVICE_ID, key: 'registers.users.services.productivity' },
  { id: QUALITY_SERVICE_ID, key: 'registers.users.services.quality' },
  { id: FIELD_OPERATIONS_SERVICE_ID, key: 'registers.users.services.fieldOperations' },
] as const;

export interface LinkedCustomersFieldProps {
  /** The user form's id: the chosen main customer and links are read from it as they change. */
  formId: string;
  /** The customers linked when the form opened, besides the main one. */
  linked: readonly number[];
  /** The services the user had per customer when the form opened. */
  services: ServicesJson;
}

/**
 * The customers a user is linked to (the main one always) and, for each, the services the user has
 * there (`services_json`): plain check boxes named as the schema reads them (`customers`,
 * `services_json.{customerId}`), so they are part of the form without glue.
 */
export function LinkedCustomersField({ formId, linked, services }: LinkedCustomersFieldProps) {
  const { t } = useTranslation();
  const customers = useQuery(customerSelectOptions(useRegistersApi()));
  const chosen = useFormData(
    formId,
    (data) => ({
      main: Number(data.get('mainCustomerId')) || null,
      linked: data.getAll('customers').map(Number),
    }),
    { fallback: { main: null, linked: [...linked] } },
  );

  if (customers.isPending) return <Skeleton height={120} />;
  if (customers.isError) {
    return (
      <Alert color="red" role="alert">
        {rejectionMessage(customers.error, t)}
      </Alert>
    );
  }
  const isLinked = (id: number) => id === chosen.main || chosen.linked.includes(id);
  const withServices = customers.data.filter((customer) => isLinked(customer.value));

  return (
    <>
      <Fieldset legend={t('registers.users.fields.customers')} variant="unstyled">
        <Text size="sm" c="gray.7" mb="xs">
          {t('registers.users.fields.customersHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {customers.data.map((customer) =>
            customer.value === chosen.main ? (
              // Linked as the main customer: shown ticked, sent as mainCustomerId.
              <Checkbox key={`main-${customer.value}`} label={customer.label} checked disabled readOnly />
            ) : (
              <Checkbox
                key={customer.value}
                name="customers"
                value={customer.value}
                label={customer.label}
                defaultChecked={linked.includes(customer.value)}
              />
            ),
          )}
        </SimpleGrid>
      </Fieldset>
      {withServices.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('registers.users.noServicesYet')}
        </Text>
      ) : (
        <Stack gap="sm">
          {withServices.map((customer) => (
            <Fieldset
              key={customer.value}
              legend={t('registers.users.fields.servicesOf', { customer: customer.label })}
              variant="unstyled"
            >
              <Group gap="lg">
                {SERVICES.map((service) => (
                  <Checkbox
                    key={service.id}
                    name={`services_json.${customer.value}`}
                    value={service.id}
                    label={t(service.key)}
                    defaultChecked={services[String(customer.value)]?.includes(service.id) ?? false}
                  />
                ))}
              </Group>
            </Fieldset>
          ))}
        </Stack>
      )}
    </>
  );
}
