import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient, fakeRequest } from '@dossel/api-client/testing';
import { paths } from '../../config/paths';
import { countingRoutes, settled } from '../../testing/counting-routes';
import { renderApp } from '../../testing/render-app';
import { fakeCustomerGroupsRegister } from './customer-groups/customer-groups-fixtures';
import { fakeCustomersServer } from './customers/customers-fixtures';
import { fakeDocumentTypesRegister } from './document-types/document-types-fixtures';
import { fakeDocumentsServer } from './documents/documents-fixtures';
import {
  discardedImport,
  fakeImportsServer,
  invalidImport,
  publishedImport,
  rolledBackImport,
} from './imports/imports-fixtures';
import { prefetchRegisterList } from './prefetch-register-list';
import { emptyHistory, fakeStaff, signInAsStaff } from '../../testing/staff-session';
import { fakeUsersServer } from './users/users-fixtures';
import { testQueryClient } from '../../testing/test-services';

/** Every register's fake server, noting each call asked. */
const countingRegisters = () =>
  countingRoutes({
    ...fakeCustomerGroupsRegister().routes,
    ...fakeCustomersServer().routes,
    ...fakeUsersServer().routes,
    ...fakeDocumentTypesRegister().routes,
    ...fakeDocumentsServer().routes,
    // Imports that are all settled: none under way, so the list does not read itself again meanwhile.
    ...fakeImportsServer([invalidImport, publishedImport, rolledBackImport, discardedImport]).routes,
    ...emptyHistory,
  });

const session = { user: fakeStaff, currentCustomer: fakeStaff.currentCustomerId };

describe("prefetching a register's list", () => {
  it.each([
    [paths.customerGroups.href(), 'Vale do Paraíba'],
    [paths.customers.href(), 'Agro Cerrado'],
    [`${paths.customers.href()}?group=3`, 'Reflorestadora Serra Azul'],
    [paths.users.href(), 'Administrador Dossel'],
    [paths.documentTypes.href(), 'Planilha de inventário'],
    [paths.documents.href(), 'talhoes-serra-azul.kml'],
    [paths.imports.href(), rolledBackImport.file_name],
    [`${paths.imports.href()}?customer=2`, discardedImport.file_name],
  ])('fills the cache %s reads: the list then asks for nothing more', async (address, shown) => {
    const prefetched = countingRegisters();
    const url = new URL(address, window.location.origin);
    prefetchRegisterList(testQueryClient(), fakeRequest(prefetched.routes), url, session);
    await settled();
    expect(prefetched.asked.length).toBeGreaterThan(0);

    const screen = countingRegisters();
    signInAsStaff();
    await renderApp({ path: address, client: createFakeApiClient({}, screen.routes) });
    await expect.element(page.getByRole('row').filter({ hasText: shown }).first()).toBeVisible();
    await settled();
    expect(screen.asked).toEqual([]);
  });
});
