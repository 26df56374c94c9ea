import { customerGroupListOptions } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useRegistersApi } from '../api/use-registers-api';
import { SelectField, type SelectFieldProps } from '../../../components/forms/select-field';

/** The customer groups by name, for the customer form and the list's filter. */
export function CustomerGroupSelect(props: Omit<SelectFieldProps, 'options'>) {
  const { t, i18n } = useTranslation();
  const groups = useQuery(customerGroupListOptions(useRegistersApi()));
  const options = useMemo(
    () =>
      groups.data
        ?.map((group) => ({ value: group.id, label: group.name }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [groups.data, i18n.language],
  );
  return (
    <SelectField
      options={options}
      error={groups.isError ? rejectionMessage(groups.error, t) : undefined}
      {...props}
    />
  );
}
