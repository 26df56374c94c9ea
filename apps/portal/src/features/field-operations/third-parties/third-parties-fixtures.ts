// Fixtures of the service providers' stories and tests: providers, and the services of the first one.
import { fillPath, routeKey, thirdPartiesEndpoints } from '@dossel/api-client';
import type { ThirdParty, ThirdPartyCost } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { fakeRegister } from '../../../testing/fake-register';

export const THIRD_PARTIES_API = thirdPartiesEndpoints.list.path;

/** Where the services of provider `id` live. */
export const servicesApi = (id: number) => fillPath(thirdPartiesEndpoints.costs.path, { id });

export const fakeThirdParties: ThirdParty[] = [
  {
    id: 1,
    nome: 'Silvicultura Horizonte Ltda',
    documento: '12.345.678/0001-90',
    email: 'contato@horizonte.com.br',
    telefone: '(31) 3333-1000',
    vinculo: 'Terceirizado',
    version: 1,
  },
  {
    id: 2,
    nome: 'José Almeida',
    documento: '123.456.789-00',
    email: 'jose.almeida@valeverde.com.br',
    telefone: '(31) 98888-2000',
    vinculo: 'Colaborador',
    version: 1,
  },
  {
    id: 3,
    nome: 'AeroAgro Pulverização',
    documento: '98.765.432/0001-10',
    email: 'operacoes@aeroagro.com.br',
    telefone: '(34) 3222-4000',
    vinculo: 'Terceirizado',
    version: 1,
  },
];

/** The services of 'Silvicultura Horizonte Ltda' (provider 1). */
export const fakeServices: ThirdPartyCost[] = [
  {
    id: 1,
    terceiro_id: 1,
    nome: 'Roçada manual',
    grupo: 'Matocompetição',
    custo_padrao: 'Custo por ha',
    custo_diaria: null,
    custo_ha: 420,
    custo_hora: null,
    version: 1,
  },
  {
    id: 2,
    terceiro_id: 1,
    nome: 'Plantio de mudas',
    grupo: 'Plantio',
    custo_padrao: 'Custo por diária',
    custo_diaria: 180.5,
    custo_ha: null,
    custo_hora: null,
    version: 1,
  },
];

/**
 * The providers and the services of provider 1 on a fake server, stored as the API stores them (a cost
 * left out is null); the other providers have no services yet.
 */
export function fakeThirdPartiesServer(
  providers: readonly ThirdParty[] = fakeThirdParties,
  services: readonly ThirdPartyCost[] = fakeServices,
) {
  const thirdParties = fakeRegister(THIRD_PARTIES_API, providers);
  // The form leaves an empty cost undefined, which JSON would drop: the API then stores null.
  const costs = fakeRegister(servicesApi(1), services, (body: Partial<ThirdPartyCost>) => ({
    terceiro_id: 1,
    custo_diaria: body.custo_diaria ?? null,
    custo_ha: body.custo_ha ?? null,
    custo_hora: body.custo_hora ?? null,
  }));
  const noServices: FakeRoutes = Object.fromEntries(
    providers
      .filter((provider) => provider.id !== 1)
      .map((provider) => [routeKey(thirdPartiesEndpoints.costs, { id: provider.id }), () => []]),
  );
  return {
    thirdParties,
    costs,
    routes: { ...thirdParties.routes, ...costs.routes, ...noServices },
  };
}
