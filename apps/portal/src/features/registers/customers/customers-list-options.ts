import { customerListOptions, customersByGroupOptions } from '@dossel/api-client';

import { readIdParam } from '../../../hooks/use-search-param';
import type { RegistersScreenApi } from '../api/use-registers-api';

/** The address's query parameter that keeps the group filter (`?group=2`), so a link shows the same list. */
export const GROUP_PARAM = 'group';

/** The group the address filters by, if any. */
export const groupOf = (params: URLSearchParams): number | null => readIdParam(params.get(GROUP_PARAM));

/**
 * The customers `/customers` lists for its address: one group's (the server answers them, spec section
 * 7: `byGroup`) or all. The page and its route's prefetch ask the same.
 */
export function customersListOptions(api: RegistersScreenApi, params: URLSearchParams) {
  const groupId = groupOf(params);
  return groupId ? customersByGroupOptions(api, groupId) : customerListOptions(api);
}
