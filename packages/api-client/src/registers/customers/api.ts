import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import {
  customerOptionSchema,
  customerSchema,
  woodPriceListSchema,
  woodPriceSchema,
  type Customer,
  type CustomerInput,
  type CustomerOption,
  type WoodPrice,
  type WoodPriceInput,
} from './schemas';

const BASE = '/register/customers';

/** The calls under `/register/customers` (spec section 7; staff only). */
export function createCustomersApi(request: Request) {
  return {
    /** `GET ?order=name`: every customer, ordered by name. */
    async list(): Promise<Customer[]> {
      return z.array(customerSchema).parse(await request<unknown>(BASE, { query: { order: 'name' } }));
    },
    async get(id: number): Promise<Customer> {
      return customerSchema.parse(await request<unknown>(`${BASE}/${id}`));
    },
    async byGroup(groupId: number): Promise<Customer[]> {
      return z.array(customerSchema).parse(await request<unknown>(`${BASE}/byGroup/${groupId}`));
    },
    /** Select options: label = name, value = id, plus groupId, sorted by label. */
    async options(): Promise<CustomerOption[]> {
      return z.array(customerOptionSchema).parse(await request<unknown>(`${BASE}/options`));
    },
    /** Answers the created customer; its id is what the labels are then saved for (spec section 4). */
    async create(input: CustomerInput): Promise<Customer> {
      return customerSchema.parse(await request<unknown>(BASE, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<CustomerInput>): Promise<Customer> {
      return customerSchema.parse(await request<unknown>(`${BASE}/${id}`, { method: 'PUT', body: input }));
    },
    /** The customer's wood prices, the newest date first (issue 15). */
    async woodPrices(id: number): Promise<WoodPrice[]> {
      return woodPriceListSchema.parse(await request<unknown>(`${BASE}/${id}/wood-prices`));
    },
    /** Sets the price in R$ per m³ from a date on; answers the price as stored. */
    async setWoodPrice(id: number, input: WoodPriceInput): Promise<WoodPrice> {
      const body = await request<unknown>(`${BASE}/${id}/wood-price`, { method: 'PUT', body: input });
      return woodPriceSchema.parse(body);
    },
    /** Refused with 409 while it is some user's main customer or holds documents. */
    async remove(id: number): Promise<void> {
      await request<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
    },
  };
}
export type CustomersApi = ReturnType<typeof createCustomersApi>;
