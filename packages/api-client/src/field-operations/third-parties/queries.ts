import type { ThirdPartiesApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { fieldOperations: { thirdParties: ThirdPartiesApi } };

/** Query keys of third parties and their costs: resource → operation → params. Invalidate `all` after a write. */
export const thirdPartyKeys = {
  all: ['third-parties'] as const,
  list: () => [...thirdPartyKeys.all, 'list'] as const,
  detail: (id: number) => [...thirdPartyKeys.all, 'detail', id] as const,
  costs: (thirdPartyId: number) => [...thirdPartyKeys.all, 'costs', thirdPartyId] as const,
  cost: (thirdPartyId: number, costId: number) => [...thirdPartyKeys.costs(thirdPartyId), costId] as const,
};

export function thirdPartiesQueryOptions(api: Api) {
  return queryOptions({
    queryKey: thirdPartyKeys.list(),
    queryFn: () => api.fieldOperations.thirdParties.list(),
  });
}

export function thirdPartyQueryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: thirdPartyKeys.detail(id),
    queryFn: () => api.fieldOperations.thirdParties.get(id),
  });
}

export function thirdPartyCostsQueryOptions(api: Api, thirdPartyId: number) {
  return queryOptions({
    queryKey: thirdPartyKeys.costs(thirdPartyId),
    queryFn: () => api.fieldOperations.thirdParties.costs.list(thirdPartyId),
  });
}

export function thirdPartyCostQueryOptions(api: Api, thirdPartyId: number, costId: number) {
  return queryOptions({
    queryKey: thirdPartyKeys.cost(thirdPartyId, costId),
    queryFn: () => api.fieldOperations.thirdParties.costs.get(thirdPartyId, costId),
  });
}
