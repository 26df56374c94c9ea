import {
  apiKeysEndpoints,
  auditEndpoints,
  backgroundJobsEndpoints,
  benchmarkingEndpoints,
  customerGroupsEndpoints,
  customersEndpoints,
  documentTypesEndpoints,
  documentsEndpoints,
  importsEndpoints,
  labelDictionaryEndpoints,
} from '@dossel/api-client';

import { at, type AccessCase, type Expected } from '../../test/access-matrix';
import { multipartBody } from './multipart-body';

const staffOnly = (allowed: number): Expected => ({
  anonymous: 401,
  customer: 403,
  outsider: 403,
  staff: allowed,
});
const anySignedIn: Expected = { anonymous: 401, customer: 200, outsider: 200, staff: 200 };
/** Serra Azul's rows: its users and staff may see them; a user of Vale Verde only may not. */
const serraAzulReaders: Expected = { anonymous: 401, customer: 200, outsider: 403, staff: 200 };

const customerBody = {
  name: 'Cliente de Acesso',
  document: '11.111.111/0001-11',
  emailDomain: 'acesso.com.br',
  customerGroupId: 1,
  gloc1: 'Fazenda',
  gloc2: 'Região',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  glocpadrao: 'Talhão',
};

const documentFields = { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 };
const upload = multipartBody(documentFields, { name: 'acesso.csv', content: 'a;b\n1;2\n' });
const plotsImport = multipartBody(
  { customer_id: 1, kind: 'plots' },
  { name: 'talhoes.geojson', content: '{"type":"FeatureCollection","features":[]}' },
);
const metadataOnly = multipartBody({
  ...documentFields,
  documentTypeId: 1,
  description: 'Nova descrição',
  version: 1,
});

/**
 * Every route of this module, as each kind of caller must see it (routes/access.test.ts walks them).
 * Ids are the demo seed's (group 1, customers 1-3, document types 1-4, Serra Azul's documents 1-4 and
 * benchmarking entries 1-19); the POST cases create the rows (group 2, customer 4, document type 5) that
 * the DELETE cases, last, remove.
 */
export const registersAccessCases: AccessCase[] = [
  {
    ...at(backgroundJobsEndpoints.list),
    expect: staffOnly(200),
  },
  // API keys (issue 15): the POST creates key 1, which the revoke case revokes.
  {
    ...at(apiKeysEndpoints.list),
    expect: staffOnly(200),
  },
  {
    ...at(apiKeysEndpoints.create),
    payload: { name: 'Chave de Acesso', scopes: ['imports'] },
    expect: staffOnly(201),
  },
  {
    ...at(apiKeysEndpoints.revoke, { id: 1 }),
    expect: staffOnly(200),
  },
  // Imports (issue 15): the POST creates import 1; the steps are asked of an import that does not exist,
  // so that staff get 404 whatever the background job has made of import 1 meanwhile.
  {
    ...at(importsEndpoints.upload),
    payload: plotsImport.payload,
    headers: plotsImport.headers,
    expect: staffOnly(201),
  },
  { ...at(importsEndpoints.list), expect: staffOnly(200) },
  {
    ...at(importsEndpoints.customers, undefined, 'code=SA-0001'),
    expect: staffOnly(200),
  },
  {
    ...at(importsEndpoints.get, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(importsEndpoints.problems, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(importsEndpoints.problemsCsv, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(importsEndpoints.preview, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(importsEndpoints.remap, { id: 999 }),
    payload: { code: 'Codigo' },
    expect: staffOnly(404),
  },
  ...(['publish', 'rollback', 'discard'] as const).map((step): AccessCase => ({
    ...at(importsEndpoints[step], { id: 999 }),
    expect: staffOnly(404),
  })),
  // Customer groups
  {
    ...at(customerGroupsEndpoints.list),
    expect: staffOnly(200),
  },
  {
    ...at(customerGroupsEndpoints.get, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(customerGroupsEndpoints.create),
    payload: { name: 'Grupo de Acesso' },
    expect: staffOnly(201),
  },
  {
    ...at(customerGroupsEndpoints.update, { id: 2 }),
    // Every update names the version it was read at: the rows here are at their first (issue 14).
    payload: { name: 'Grupo de Acesso (alterado)', version: 1 },
    expect: staffOnly(200),
  },
  // Customers
  {
    ...at(customersEndpoints.list, undefined, 'order=name'),
    expect: staffOnly(200),
  },
  {
    ...at(customersEndpoints.options),
    expect: staffOnly(200),
  },
  {
    ...at(customersEndpoints.byGroup, { groupId: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(customersEndpoints.get, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(customersEndpoints.create),
    payload: customerBody,
    expect: staffOnly(201),
  },
  {
    ...at(customersEndpoints.update, { id: 4 }),
    payload: { ...customerBody, name: 'Cliente de Acesso (alterado)', version: 1 },
    expect: staffOnly(200),
  },
  // A customer's wood price (issue 15): staff only, like the customer.
  {
    ...at(customersEndpoints.woodPrices, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(customersEndpoints.setWoodPrice, { id: 1 }),
    payload: { validFrom: '2026-01-01', priceBrlPerM3: 90 },
    expect: staffOnly(200),
  },
  // Label dictionary: staff write; users linked to the customer read.
  {
    ...at(labelDictionaryEndpoints.get, undefined, 'customer_id=1'),
    expect: serraAzulReaders,
  },
  {
    ...at(labelDictionaryEndpoints.save),
    payload: { customer_id: 1, talhao: 'Quadra' },
    expect: staffOnly(200),
  },
  // Document types and the upload form's lookups: any signed-in user reads.
  {
    ...at(documentTypesEndpoints.list),
    expect: anySignedIn,
  },
  {
    ...at(documentTypesEndpoints.get, { id: 1 }),
    expect: anySignedIn,
  },
  {
    ...at(documentTypesEndpoints.create),
    payload: { description: 'Imagem', extension: '.PNG' },
    expect: staffOnly(201),
  },
  {
    ...at(documentTypesEndpoints.update, { id: 5 }),
    payload: { description: 'Imagem PNG', extension: 'png', version: 1 },
    expect: staffOnly(200),
  },
  {
    ...at(documentTypesEndpoints.categories),
    expect: anySignedIn,
  },
  {
    ...at(documentTypesEndpoints.subjects),
    expect: anySignedIn,
  },
  // Documents: linked users (and staff) read and download; staff write.
  {
    ...at(documentsEndpoints.list),
    expect: anySignedIn,
  },
  {
    ...at(documentsEndpoints.get, { id: 1 }),
    expect: serraAzulReaders,
  },
  {
    ...at(documentsEndpoints.download, { id: 1 }),
    expect: serraAzulReaders,
  },
  {
    ...at(documentsEndpoints.downloadMany),
    payload: { ids: [1, 2] },
    expect: serraAzulReaders,
    // Whose documents they are is known from the ids the body lists.
    bodyDecidesAccess: true,
  },
  {
    ...at(documentsEndpoints.upload),
    payload: upload.payload,
    headers: upload.headers,
    expect: staffOnly(201),
  },
  {
    ...at(documentsEndpoints.update, { id: 1 }),
    payload: metadataOnly.payload,
    headers: metadataOnly.headers,
    expect: staffOnly(200),
  },
  // Benchmarking history
  {
    ...at(benchmarkingEndpoints.list),
    expect: staffOnly(200),
  },
  {
    ...at(benchmarkingEndpoints.filter, undefined, 'customer_id=1&data=2024'),
    expect: staffOnly(200),
  },
  {
    ...at(benchmarkingEndpoints.get, { id: 1 }),
    expect: staffOnly(200),
  },
  {
    ...at(benchmarkingEndpoints.create),
    payload: { customer_id: 1, data: '2025-12-31', ima7: 40.1, performance: null, impacto_clima: '' },
    expect: staffOnly(201),
  },
  {
    ...at(benchmarkingEndpoints.update, { id: 1 }),
    payload: {
      customer_id: 1,
      data: '2021-03-31',
      ima7: 37.5,
      performance: 95,
      impacto_clima: -3.2,
      version: 1,
    },
    expect: staffOnly(200),
  },
  // Destructive cases last.
  {
    ...at(benchmarkingEndpoints.remove, { id: 1 }),
    expect: staffOnly(204),
  },
  {
    ...at(documentsEndpoints.remove, { id: 1 }),
    expect: staffOnly(204),
  },
  {
    ...at(documentTypesEndpoints.remove, { id: 5 }),
    expect: staffOnly(204),
  },
  {
    ...at(customersEndpoints.remove, { id: 4 }),
    expect: staffOnly(204),
  },
  {
    ...at(customerGroupsEndpoints.remove, { id: 2 }),
    expect: staffOnly(204),
  },
  // The audit trail: the history of a record, also of one deleted above.
  {
    ...at(auditEndpoints.list, undefined, 'entity=customerGroups&record_id=2'),
    expect: staffOnly(200),
  },
  // The upload form's limits: only staff upload.
  {
    ...at(documentsEndpoints.limits),
    expect: staffOnly(200),
  },
];
