import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { thirdPartiesEndpoints as endpoints } from './endpoints';
import type { ThirdParty, ThirdPartyCost, ThirdPartyCostInput, ThirdPartyInput } from './schemas';

/** The calls under `/register/gas/terceiros`, with each third party's costs under `/{id}/custos`. */
export function createThirdPartiesApi(request: Request) {
  return {
    /** The customer's third parties, sorted by name. */
    list: (): Promise<ThirdParty[]> => call(request, endpoints.list),
    get: (id: number): Promise<ThirdParty> => call(request, endpoints.get, { params: { id } }),
    create: (input: ThirdPartyInput): Promise<ThirdParty> => call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<ThirdPartyInput>): Promise<ThirdParty> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    /** Removes the third party with its costs; refused (409) while operation records name it. */
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
    costs: {
      list: (thirdPartyId: number): Promise<ThirdPartyCost[]> =>
        call(request, endpoints.costs, { params: { id: thirdPartyId } }),
      get: (thirdPartyId: number, costId: number): Promise<ThirdPartyCost> =>
        call(request, endpoints.cost, { params: { id: thirdPartyId, custoId: costId } }),
      create: (thirdPartyId: number, input: ThirdPartyCostInput): Promise<ThirdPartyCost> =>
        call(request, endpoints.createCost, { params: { id: thirdPartyId }, body: input }),
      update: (
        thirdPartyId: number,
        costId: number,
        input: Versioned<ThirdPartyCostInput>,
      ): Promise<ThirdPartyCost> =>
        call(request, endpoints.updateCost, { params: { id: thirdPartyId, custoId: costId }, body: input }),
      async remove(thirdPartyId: number, costId: number): Promise<void> {
        await call(request, endpoints.removeCost, { params: { id: thirdPartyId, custoId: costId } });
      },
    },
  };
}
export type ThirdPartiesApi = ReturnType<typeof createThirdPartiesApi>;
