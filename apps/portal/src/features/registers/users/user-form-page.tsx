import { userFormSchema, usersKeys, userDetailOptions, type RegisterUser } from '@dossel/api-client';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import { RecordHistory } from '../audit/record-history';
import { useRegistersApi } from '../api/use-registers-api';
import { CustomerSelect } from '../components/customer-select';
import { RegisterForm } from '../../../components/registers/register-form';
import { RegisterFormPage } from '../../../components/registers/register-form-page';
import { TextField } from '../../../components/forms/text-field';
import { useRecordTarget } from '../../../hooks/registers/use-record-target';
import { useRegisterForm } from '../../../hooks/registers/use-register-form';
import { LinkedCustomersField } from './linked-customers-field';
import { UserAccessPanel } from './user-access-panel';
import { messageText } from '../../../lib/translation-keys';

/**
 * The provider's e-mail domain, told by the signed-in staff member's own address: only provider
 * addresses may be services administrators (spec section 6), and only they reach this screen.
 */
function useProviderEmailDomain() {
  return useSession((state) => state.user?.email.split('@')[1] ?? '');
}

/** The customers linked besides the main one (the form's boxes; the main one is always linked). */
const linkedBesidesMain = (user: RegisterUser) =>
  user.customers.map((customer) => customer.id).filter((id) => id !== user.mainCustomerId);

/** A user as the form's values. */
const formValues = (user: RegisterUser) => ({
  name: user.name,
  email: user.email,
  mainCustomerId: user.mainCustomerId,
  servicesAdmin: user.servicesAdmin,
  customers: linkedBesidesMain(user),
  services_json: user.services_json,
});

function UserForm({ user }: { user: RegisterUser | undefined }) {
  const { t } = useTranslation();
  const api = useRegistersApi();
  const providerDomain = useProviderEmailDomain();
  const schema = useMemo(() => userFormSchema(providerDomain), [providerDomain]);
  const linked = user && linkedBesidesMain(user);
  const handle = useRegisterForm({
    formId: 'user-form',
    schema,
    edited: user && { record: user, options: userDetailOptions(api, user.id), values: formValues },
    save: (input, version) =>
      user
        ? api.users.update(user.id, { ...input, version: version ?? user.version })
        : api.users.create(input),
    resourceKey: usersKeys.all,
    successMessage: user ? t('registers.common.toasts.updated') : t('registers.common.toasts.created'),
    listHref: paths.users.href(),
  });
  const { fields } = handle;
  const adminError = fields.servicesAdmin.errors?.[0];
  return (
    <RegisterForm handle={handle}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField field={fields.name} label={t('registers.users.fields.name')} autoComplete="off" />
        <TextField
          field={fields.email}
          label={t('registers.users.fields.email')}
          type="email"
          autoComplete="off"
        />
      </SimpleGrid>
      <CustomerSelect field={fields.mainCustomerId} label={t('registers.users.fields.mainCustomer')} />
      <LinkedCustomersField
        formId={handle.form.id}
        linked={linked ?? []}
        services={user?.services_json ?? {}}
      />
      <Checkbox
        id={fields.servicesAdmin.id}
        name={fields.servicesAdmin.name}
        defaultChecked={user?.servicesAdmin ?? false}
        label={t('registers.users.fields.servicesAdmin')}
        description={t('registers.users.fields.servicesAdminHint', { domain: `@${providerDomain}` })}
        // The contract's message names its provider as `{provider}`: the product's name fills it in.
        error={
          typeof adminError === 'string'
            ? messageText(t, adminError).replace('{provider}', t('product.name'))
            : undefined
        }
        aria-invalid={adminError ? true : undefined}
      />
    </RegisterForm>
  );
}

/** Below an existing user's form: staff's part in their access, and the record's history. */
function UserAside({ id }: { id: number }) {
  // The page has just loaded this user: the query answers from its cache.
  const user = useQuery(userDetailOptions(useRegistersApi(), id));
  return (
    <>
      {user.data ? <UserAccessPanel user={user.data} /> : null}
      <RecordHistory entity="users" recordId={id} />
    </>
  );
}

/**
 * `/users/new` and `/users/{id}/edit`: a user's name, e-mail, customers and services, whether they
 * administer services; on an existing user, their password or first-access e-mail, and the history.
 */
export function UserFormPage() {
  const { t } = useTranslation();
  const api = useRegistersApi();
  return (
    <RegisterFormPage
      target={useRecordTarget()}
      newTitle={t('registers.users.newTitle')}
      editTitle={t('registers.users.editTitle')}
      listHref={paths.users.href()}
      recordOptions={(id) => userDetailOptions(api, id)}
      renderAside={(id) => <UserAside id={id} />}
    >
      {(user) => <UserForm user={user} />}
    </RegisterFormPage>
  );
}
