import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { customersEndpoints as endpoints } from './endpoints';
import type { Customer, CustomerInput, CustomerOption, WoodPrice, WoodPriceInput } from './schemas';

/** The calls under `/register/customers` (spec section 7; staff only). */
export function createCustomersApi(request: Request) {
  return {
    /** `GET ?order=name`: every customer, ordered by name. */
    list: (): Promise<Customer[]> => call(request, endpoints.list, { query: { order: 'name' } }),
    get: (id: number): Promise<Customer> => call(request, endpoints.get, { params: { id } }),
    byGroup: (groupId: number): Promise<Customer[]> =>
      call(request, endpoints.byGroup, { params: { groupId } }),
    /** Select options: label = name, value = id, plus groupId, sorted by label. */
    options: (): Promise<CustomerOption[]> => call(request, endpoints.options),
    /** Answers the created customer; its id is what the labels are then saved for (spec section 4). */
    create: (input: CustomerInput): Promise<Customer> => call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<CustomerInput>): Promise<Customer> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    /** The customer's wood prices, the newest date first (issue 15). */
    woodPrices: (id: number): Promise<WoodPrice[]> => call(request, endpoints.woodPrices, { params: { id } }),
    /** Sets the price in R$ per m³ from a date on; answers the price as stored. */
    setWoodPrice: (id: number, input: WoodPriceInput): Promise<WoodPrice> =>
      call(request, endpoints.setWoodPrice, { params: { id }, body: input }),
    /** Refused with 409 while it is some user's main customer or holds documents. */
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type CustomersApi = ReturnType<typeof createCustomersApi>;
