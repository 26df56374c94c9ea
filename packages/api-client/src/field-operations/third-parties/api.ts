import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import {
  thirdPartyCostSchema,
  thirdPartySchema,
  type ThirdParty,
  type ThirdPartyCost,
  type ThirdPartyCostInput,
  type ThirdPartyInput,
} from './schemas';

const PATH = '/register/gas/terceiros';

/** The calls under `/register/gas/terceiros`, with each third party's costs under `/{id}/custos`. */
export function createThirdPartiesApi(request: Request) {
  return {
    /** The customer's third parties, sorted by name. */
    async list(): Promise<ThirdParty[]> {
      return z.array(thirdPartySchema).parse(await request<unknown>(PATH));
    },
    async get(id: number): Promise<ThirdParty> {
      return thirdPartySchema.parse(await request<unknown>(`${PATH}/${id}`));
    },
    async create(input: ThirdPartyInput): Promise<ThirdParty> {
      return thirdPartySchema.parse(await request<unknown>(PATH, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<ThirdPartyInput>): Promise<ThirdParty> {
      return thirdPartySchema.parse(await request<unknown>(`${PATH}/${id}`, { method: 'PUT', body: input }));
    },
    /** Removes the third party with its costs; refused (409) while operation records name it. */
    async remove(id: number): Promise<void> {
      await request<unknown>(`${PATH}/${id}`, { method: 'DELETE' });
    },
    costs: {
      async list(thirdPartyId: number): Promise<ThirdPartyCost[]> {
        return z.array(thirdPartyCostSchema).parse(await request<unknown>(`${PATH}/${thirdPartyId}/custos`));
      },
      async get(thirdPartyId: number, costId: number): Promise<ThirdPartyCost> {
        return thirdPartyCostSchema.parse(await request<unknown>(`${PATH}/${thirdPartyId}/custos/${costId}`));
      },
      async create(thirdPartyId: number, input: ThirdPartyCostInput): Promise<ThirdPartyCost> {
        return thirdPartyCostSchema.parse(
          await request<unknown>(`${PATH}/${thirdPartyId}/custos`, { method: 'POST', body: input }),
        );
      },
      async update(
        thirdPartyId: number,
        costId: number,
        input: Versioned<ThirdPartyCostInput>,
      ): Promise<ThirdPartyCost> {
        return thirdPartyCostSchema.parse(
          await request<unknown>(`${PATH}/${thirdPartyId}/custos/${costId}`, { method: 'PUT', body: input }),
        );
      },
      async remove(thirdPartyId: number, costId: number): Promise<void> {
        await request<unknown>(`${PATH}/${thirdPartyId}/custos/${costId}`, { method: 'DELETE' });
      },
    },
  };
}
export type ThirdPartiesApi = ReturnType<typeof createThirdPartiesApi>;
