import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { customerGroupsEndpoints as endpoints } from './endpoints';
import type { CustomerGroup, CustomerGroupInput } from './schemas';

/** The calls under `/register/customer-groups` (spec section 7; staff only). */
export function createCustomerGroupsApi(request: Request) {
  return {
    list: (): Promise<CustomerGroup[]> => call(request, endpoints.list),
    get: (id: number): Promise<CustomerGroup> => call(request, endpoints.get, { params: { id } }),
    create: (input: CustomerGroupInput): Promise<CustomerGroup> =>
      call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<CustomerGroupInput>): Promise<CustomerGroup> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type CustomerGroupsApi = ReturnType<typeof createCustomerGroupsApi>;
