// Fixtures of the customers' stories and tests: the customers, their groups and their label dictionaries.
import {
  type Customer,
  customersEndpoints,
  LABEL_DICTIONARY_FIELDS,
  type LabelDictionary,
  labelDictionaryEndpoints,
  type LabelDictionaryInput,
  nonEmptyLabels,
  toCustomerOptions,
  type WoodPrice,
  routeKey,
} from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { fakeCustomerGroups, fakeCustomerGroupsRegister } from '../customer-groups/customer-groups-fixtures';
import { fakeRegister, type FakeRegister } from '../../../testing/fake-register';

export const CUSTOMERS_API = customersEndpoints.list.path;

/** Serra Azul's wood price (issue 15). */
export const fakeWoodPrice: WoodPrice = {
  validFrom: '2025-01-01',
  priceBrlPerM3: 85.5,
  updatedAt: '2025-01-02T12:00:00.000Z',
  updatedByName: 'Administrador Dossel',
};

const levels = {
  gloc1: 'Fazenda',
  gloc2: 'Região',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  glocpadrao: 'Talhão',
};

export const fakeCustomers: Customer[] = [
  {
    id: 1,
    name: 'Reflorestadora Serra Azul',
    document: '12.345.678/0001-90',
    emailDomain: 'serraazul.com.br',
    customerGroupId: 3,
    customerGroupName: 'Serra Azul',
    ...levels,
    code: 'SA-0001',
    contractExpiration: '2027-12-31',
    version: 1,
  },
  {
    id: 2,
    name: 'Florestal Vale Verde',
    document: '23.456.789/0001-01',
    emailDomain: 'valeverde.com.br',
    customerGroupId: 1,
    customerGroupName: 'Vale do Paraíba',
    ...levels,
    gloc2: 'Núcleo',
    code: 'VV-0002',
    contractExpiration: null,
    version: 1,
  },
  {
    id: 3,
    name: 'Agro Cerrado',
    document: '34.567.890/0001-12',
    emailDomain: 'agrocerrado.com.br',
    customerGroupId: 2,
    customerGroupName: 'Cerrado Norte',
    ...levels,
    gloc1: 'Propriedade',
    code: null,
    contractExpiration: null,
    version: 1,
  },
];

/** Serra Azul's own words; the other customers have none yet. */
const fakeLabels: Record<number, Partial<LabelDictionary>> = {
  1: { ...levels, talhao: 'Talhão', material_genetico: 'Clone', idade: 'Idade (anos)' },
};

const emptyDictionary = (customerId: number): LabelDictionary => ({
  customer_id: customerId,
  ...(Object.fromEntries(LABEL_DICTIONARY_FIELDS.map((field) => [field, null])) as Omit<
    LabelDictionary,
    'customer_id'
  >),
});

export interface FakeCustomersServer {
  customers: FakeRegister<Customer>;
  routes: FakeRoutes;
  /** The label bodies the server received, in order. */
  labelsReceived: unknown[];
}

/**
 * A server holding the customers, their groups and label dictionaries: the customers register as the
 * API answers it (the group's name filled in, options by name, `byGroup`), and the dictionary, which
 * keeps a label sent empty or left out as it was.
 */
export function fakeCustomersServer(customers: readonly Customer[] = fakeCustomers): FakeCustomersServer {
  const groupName = (body: object) => ({
    customerGroupName:
      fakeCustomerGroups.find((group) => group.id === (body as Customer).customerGroupId)?.name ?? null,
  });
  const register = fakeRegister(CUSTOMERS_API, customers, groupName);
  const labels = new Map<number, LabelDictionary>(
    Object.entries(fakeLabels).map(([id, words]) => [
      Number(id),
      { ...emptyDictionary(Number(id)), ...words },
    ]),
  );
  const labelsReceived: unknown[] = [];
  // Issue 15: Serra Azul has a wood price; the others none yet.
  const woodPrices = new Map<number, WoodPrice[]>([[1, [fakeWoodPrice]]]);
  const routes: FakeRoutes = {
    ...fakeCustomerGroupsRegister().routes,
    ...register.routes,
    [routeKey(customersEndpoints.options)]: () => toCustomerOptions(register.rows()),
    [routeKey(labelDictionaryEndpoints.get)]: ({ query }) => {
      const id = Number(query?.customer_id);
      return labels.get(id) ?? emptyDictionary(id);
    },
    [routeKey(labelDictionaryEndpoints.save)]: ({ body }) => {
      labelsReceived.push(body);
      const input = body as LabelDictionaryInput & { customer_id: number };
      const saved = {
        ...(labels.get(input.customer_id) ?? emptyDictionary(input.customer_id)),
        ...nonEmptyLabels(input),
      };
      labels.set(input.customer_id, saved);
      return saved;
    },
  };
  for (const customer of customers) {
    routes[routeKey(customersEndpoints.woodPrices, { id: customer.id })] = () =>
      woodPrices.get(customer.id) ?? [];
    routes[routeKey(customersEndpoints.setWoodPrice, { id: customer.id })] = ({ body }) => {
      const input = body as { validFrom: string; priceBrlPerM3: number };
      const saved: WoodPrice = {
        ...input,
        updatedAt: '2026-11-27T12:00:00.000Z',
        updatedByName: 'Ana Staff',
      };
      const others = (woodPrices.get(customer.id) ?? []).filter((row) => row.validFrom !== input.validFrom);
      woodPrices.set(
        customer.id,
        [...others, saved].sort((a, b) => b.validFrom.localeCompare(a.validFrom)),
      );
      return saved;
    };
  }
  for (const group of fakeCustomerGroups) {
    routes[routeKey(customersEndpoints.byGroup, { groupId: group.id })] = () =>
      register.rows().filter((customer) => customer.customerGroupId === group.id);
  }
  return { customers: register, routes, labelsReceived };
}
