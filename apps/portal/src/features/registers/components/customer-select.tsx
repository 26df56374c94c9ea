import { customerSelectOptions } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useRegistersApi } from '../api/use-registers-api';
import { SelectField, type SelectFieldProps } from '../../../components/forms/select-field';

export type CustomerSelectProps = Omit<SelectFieldProps, 'options'>;

/**
 * The customers as every register offers them (spec section 3): label = name, value = id, sorted by
 * name, with the empty option '--'. Bind it to a Conform field (`field`) or control it (`value`,
 * `onChange`), as a SelectField.
 */
export function CustomerSelect(props: CustomerSelectProps) {
  const { t } = useTranslation();
  const customers = useQuery(customerSelectOptions(useRegistersApi()));
  return (
    <SelectField
      options={customers.data}
      error={customers.isError ? rejectionMessage(customers.error, t) : undefined}
      {...props}
    />
  );
}
