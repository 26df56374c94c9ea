// The contract test (decision 025): every case of contract-cases.ts runs against the fake servers the
// stories and browser tests use (`@dossel/api-client/testing`) and against the real API on a real database,
// each holding the same data; both must answer alike. A fake that drifts from the server fails here.
import { customerGroupsEndpoints, documentsEndpoints } from '@dossel/api-client';
import {
  createFakeApiClient,
  fakeCostSummaryRoute,
  fakeDocumentList,
  fakeFieldNoteRegister,
  fakeMonitoringSummaryRoutes,
  fakeRegister,
  fakeRoute,
} from '@dossel/api-client/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import { contractCases, outcomeOf, type Clients } from './contract-cases';
import { contractCostRecords, contractPlots } from './contract-data';
import { contractServer } from './contract-server';

let testApp: TestApp | undefined;
let server: Clients;
let fake: Clients;

beforeAll(async () => {
  testApp = await createTestApp();
  server = await contractServer(testApp.app);
  // What the fakes are given of the seeded registers: the server's own records, in another order, so the
  // order of their answers is the fake's work.
  const documents = [...(await server.cliente.registers.documents.list())].reverse();
  const groups = [...(await server.staff.registers.customerGroups.list())].reverse();
  const client = createFakeApiClient(
    {},
    {
      ...fakeCostSummaryRoute(contractCostRecords),
      ...fakeMonitoringSummaryRoutes(contractPlots),
      ...fakeRoute(documentsEndpoints.list, ({ query }) => fakeDocumentList(documents, query)),
      ...fakeFieldNoteRegister([]).routes,
      // The repository lists the groups by name, then id (its ORDER BY).
      ...fakeRegister(customerGroupsEndpoints.list.path, groups, undefined, (a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id,
      ).routes,
    },
  );
  fake = { cliente: client, staff: client };
});
afterAll(() => testApp?.close());

describe('the fake servers answer as the API does', () => {
  it.each(contractCases)('$name', async ({ call, check }) => {
    const fromServer = await outcomeOf(() => call(server));
    const fromFake = await outcomeOf(() => call(fake));
    check(fromServer);
    check(fromFake);
    expect(fromFake).toEqual(fromServer);
  });
});
