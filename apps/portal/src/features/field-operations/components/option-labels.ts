import {
  COST_TYPES,
  EXECUTION_TYPES,
  LINK_TYPES,
  OPERATION_GROUPS,
  OPERATIONAL_ITEM_CATEGORIES,
  OPERATIONAL_ITEM_UNITS,
  SUPPLY_UNITS,
} from '@dossel/api-client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { SelectFieldOption } from '../../../components/forms/select-field';

/** Spec section 3's option lists of the field-operations registers, by their key in `fieldOperations.common`. */
const OPTION_LISTS = {
  operationalItemUnits: OPERATIONAL_ITEM_UNITS,
  operationalItemCategories: OPERATIONAL_ITEM_CATEGORIES,
  operationGroups: OPERATION_GROUPS,
  supplyUnits: SUPPLY_UNITS,
  costTypes: COST_TYPES,
  linkTypes: LINK_TYPES,
  executionTypes: EXECUTION_TYPES,
} as const;

type OptionLists = typeof OPTION_LISTS;
export type OptionList = keyof OptionLists;
/** Every option's key, `fieldOperations.common.<list>.<value>`: each one a key TypeScript checks. */
type OptionKey = {
  [List in OptionList]: `fieldOperations.common.${List}.${OptionLists[List][number]}`;
}[OptionList];

/**
 * The names of the option lists in the reader's language. The values stay as the API stores them
 * (Portuguese data) and are the keys of `fieldOperations.common.<list>` too, so a list and its names
 * cannot drift apart: `name('operationGroups', 'Plantio')`, `choices('costTypes')` for a select.
 */
export function useOptionLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    // The template is an OptionKey for every list and one of its values; TypeScript does not follow a
    // generic list into the union, so it is told, here only.
    const name = <List extends OptionList>(list: List, value: OptionLists[List][number]) =>
      t(`fieldOperations.common.${list}.${value}` as OptionKey);
    const choices = (list: OptionList): SelectFieldOption[] =>
      OPTION_LISTS[list].map((value) => ({ value, label: name(list, value) }));
    return { name, choices };
  }, [t]);
}
