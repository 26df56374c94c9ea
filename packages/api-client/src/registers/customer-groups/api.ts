import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { customerGroupSchema, type CustomerGroup, type CustomerGroupInput } from './schemas';

const BASE = '/register/customer-groups';

/** The calls under `/register/customer-groups` (staff only). */
export function createCustomerGroupsApi(request: Request) {
  return {
    async list(): Promise<CustomerGroup[]> {
      return z.array(customerGroupSchema).parse(await request<unknown>(BASE));
    },
    async get(id: number): Promise<CustomerGroup> {
      return customerGroupSchema.parse(await request<unknown>(`${BASE}/${id}`));
    },
    async create(input: CustomerGroupInput): Promise<CustomerGroup> {
      return customerGroupSchema.parse(await request<unknown>(BASE, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<CustomerGroupInput>): Promise<CustomerGroup> {
      const body = await request<unknown>(`${BASE}/${id}`, { method: 'PUT', body: input });
      return customerGroupSchema.parse(body);
    },
    /** Refused with 409 while customers belong to the group. */
    async remove(id: number): Promise<void> {
      await request<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
    },
  };
}
export type CustomerGroupsApi = ReturnType<typeof createCustomerGroupsApi>;
