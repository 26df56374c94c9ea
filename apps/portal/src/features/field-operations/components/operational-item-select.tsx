import type { FieldMetadata } from '@conform-to/react/future';
import { operationalItemOptionsQueryOptions, type OperationalItemCategory } from '@dossel/api-client';
import { rejectionMessage } from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../../lib/session/session-store';
import { SelectField, type SelectFieldOption } from '../../../components/forms/select-field';
import { useFieldOperationsApi } from '../api/use-field-operations-api';

/**
 * The current customer's operational items as select choices (spec section 7: `GET ?categoria=`,
 * value = id, label = item), of one category when given. It asks only once a user and a current
 * customer are set.
 */
export function useOperationalItemOptions(categoria?: OperationalItemCategory) {
  const api = useFieldOperationsApi();
  const ready = useSession((state) => state.user !== null && state.currentCustomer !== null);
  return useQuery({
    ...operationalItemOptionsQueryOptions(api, categoria ? { categoria } : {}),
    enabled: ready,
    select: (items): SelectFieldOption[] => items.map((item) => ({ value: item.id, label: item.item })),
  });
}

export interface OperationalItemSelectProps {
  /** The Conform field holding the chosen item's id (`operacao_id`). */
  field: FieldMetadata<unknown>;
  label: string;
  /** Only the items of this category. @default every item */
  categoria?: OperationalItemCategory;
  /** Told of a choice, after the form (e.g. to fill costs from the chosen item). */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A select of the current customer's operational items by id, '--' for none; says why if they fail to load. */
export function OperationalItemSelect({ field, label, categoria, onChange }: OperationalItemSelectProps) {
  const { t } = useTranslation();
  const items = useOperationalItemOptions(categoria);
  return (
    <SelectField
      field={field}
      label={label}
      options={items.data}
      onChange={onChange}
      error={items.isError ? rejectionMessage(items.error, t) : undefined}
    />
  );
}
