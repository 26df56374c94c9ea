import type { AccessCase, Expected } from '../../test/access-matrix';
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
    route: 'GET /api/register/background-jobs',
    method: 'GET',
    url: '/api/register/background-jobs',
    expect: staffOnly(200),
  },
  // API keys (issue 15): the POST creates key 1, which the revoke case revokes.
  {
    route: 'GET /api/register/api-keys',
    method: 'GET',
    url: '/api/register/api-keys',
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/register/api-keys',
    method: 'POST',
    url: '/api/register/api-keys',
    payload: { name: 'Chave de Acesso', scopes: ['imports'] },
    expect: staffOnly(201),
  },
  {
    route: 'POST /api/register/api-keys/:id/revoke',
    method: 'POST',
    url: '/api/register/api-keys/1/revoke',
    expect: staffOnly(200),
  },
  // Imports (issue 15): the POST creates import 1; the steps are asked of an import that does not exist,
  // so that staff get 404 whatever the background job has made of import 1 meanwhile.
  {
    route: 'POST /api/register/imports',
    method: 'POST',
    url: '/api/register/imports',
    payload: plotsImport.payload,
    headers: plotsImport.headers,
    expect: staffOnly(201),
  },
  { route: 'GET /api/register/imports', method: 'GET', url: '/api/register/imports', expect: staffOnly(200) },
  {
    route: 'GET /api/register/imports/customers',
    method: 'GET',
    url: '/api/register/imports/customers?code=SA-0001',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/imports/:id',
    method: 'GET',
    url: '/api/register/imports/1',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/imports/:id/problems',
    method: 'GET',
    url: '/api/register/imports/1/problems',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/imports/:id/problems.csv',
    method: 'GET',
    url: '/api/register/imports/1/problems.csv',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/imports/:id/preview',
    method: 'GET',
    url: '/api/register/imports/1/preview',
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/register/imports/:id/mapping',
    method: 'PUT',
    url: '/api/register/imports/999/mapping',
    payload: { code: 'Codigo' },
    expect: staffOnly(404),
  },
  ...(['publish', 'rollback', 'discard'] as const).map((step): AccessCase => ({
    route: `POST /api/register/imports/:id/${step}`,
    method: 'POST',
    url: `/api/register/imports/999/${step}`,
    expect: staffOnly(404),
  })),
  // Customer groups
  {
    route: 'GET /api/register/customer-groups',
    method: 'GET',
    url: '/api/register/customer-groups',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/customer-groups/:id',
    method: 'GET',
    url: '/api/register/customer-groups/1',
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/register/customer-groups',
    method: 'POST',
    url: '/api/register/customer-groups',
    payload: { name: 'Grupo de Acesso' },
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/register/customer-groups/:id',
    method: 'PUT',
    url: '/api/register/customer-groups/2',
    // Every update names the version it was read at: the rows here are at their first (issue 14).
    payload: { name: 'Grupo de Acesso (alterado)', version: 1 },
    expect: staffOnly(200),
  },
  // Customers
  {
    route: 'GET /api/register/customers',
    method: 'GET',
    url: '/api/register/customers?order=name',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/customers/options',
    method: 'GET',
    url: '/api/register/customers/options',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/customers/byGroup/:groupId',
    method: 'GET',
    url: '/api/register/customers/byGroup/1',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/customers/:id',
    method: 'GET',
    url: '/api/register/customers/1',
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/register/customers',
    method: 'POST',
    url: '/api/register/customers',
    payload: customerBody,
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/register/customers/:id',
    method: 'PUT',
    url: '/api/register/customers/4',
    payload: { ...customerBody, name: 'Cliente de Acesso (alterado)', version: 1 },
    expect: staffOnly(200),
  },
  // A customer's wood price (issue 15): staff only, like the customer.
  {
    route: 'GET /api/register/customers/:id/wood-prices',
    method: 'GET',
    url: '/api/register/customers/1/wood-prices',
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/register/customers/:id/wood-price',
    method: 'PUT',
    url: '/api/register/customers/1/wood-price',
    payload: { validFrom: '2026-01-01', priceBrlPerM3: 90 },
    expect: staffOnly(200),
  },
  // Label dictionary: staff write; users linked to the customer read.
  {
    route: 'GET /api/register/label/dictionary',
    method: 'GET',
    url: '/api/register/label/dictionary?customer_id=1',
    expect: serraAzulReaders,
  },
  {
    route: 'POST /api/register/label/dictionary',
    method: 'POST',
    url: '/api/register/label/dictionary',
    payload: { customer_id: 1, talhao: 'Quadra' },
    expect: staffOnly(200),
  },
  // Document types and the upload form's lookups: any signed-in user reads.
  {
    route: 'GET /api/register/document-types',
    method: 'GET',
    url: '/api/register/document-types',
    expect: anySignedIn,
  },
  {
    route: 'GET /api/register/document-types/:id',
    method: 'GET',
    url: '/api/register/document-types/1',
    expect: anySignedIn,
  },
  {
    route: 'POST /api/register/document-types',
    method: 'POST',
    url: '/api/register/document-types',
    payload: { description: 'Imagem', extension: '.PNG' },
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/register/document-types/:id',
    method: 'PUT',
    url: '/api/register/document-types/5',
    payload: { description: 'Imagem PNG', extension: 'png', version: 1 },
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/document-categories',
    method: 'GET',
    url: '/api/register/document-categories',
    expect: anySignedIn,
  },
  {
    route: 'GET /api/register/document-subjects',
    method: 'GET',
    url: '/api/register/document-subjects',
    expect: anySignedIn,
  },
  // Documents: linked users (and staff) read and download; staff write.
  {
    route: 'GET /api/register/documents',
    method: 'GET',
    url: '/api/register/documents',
    expect: anySignedIn,
  },
  {
    route: 'GET /api/register/documents/:id',
    method: 'GET',
    url: '/api/register/documents/1',
    expect: serraAzulReaders,
  },
  {
    route: 'GET /api/register/documents/:id/download',
    method: 'GET',
    url: '/api/register/documents/1/download',
    expect: serraAzulReaders,
  },
  {
    route: 'POST /api/register/documents/download',
    method: 'POST',
    url: '/api/register/documents/download',
    payload: { ids: [1, 2] },
    expect: serraAzulReaders,
    // Whose documents they are is known from the ids the body lists.
    bodyDecidesAccess: true,
  },
  {
    route: 'POST /api/register/documents',
    method: 'POST',
    url: '/api/register/documents',
    payload: upload.payload,
    headers: upload.headers,
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/register/documents/:id',
    method: 'PUT',
    url: '/api/register/documents/1',
    payload: metadataOnly.payload,
    headers: metadataOnly.headers,
    expect: staffOnly(200),
  },
  // Benchmarking history
  {
    route: 'GET /api/register/benchmarking',
    method: 'GET',
    url: '/api/register/benchmarking',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/benchmarking/filtros',
    method: 'GET',
    url: '/api/register/benchmarking/filtros?customer_id=1&data=2024',
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/register/benchmarking/:id',
    method: 'GET',
    url: '/api/register/benchmarking/1',
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/register/benchmarking',
    method: 'POST',
    url: '/api/register/benchmarking',
    payload: { customer_id: 1, data: '2025-12-31', ima7: 40.1, performance: null, impacto_clima: '' },
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/register/benchmarking/:id',
    method: 'PUT',
    url: '/api/register/benchmarking/1',
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
    route: 'DELETE /api/register/benchmarking/:id',
    method: 'DELETE',
    url: '/api/register/benchmarking/1',
    expect: staffOnly(204),
  },
  {
    route: 'DELETE /api/register/documents/:id',
    method: 'DELETE',
    url: '/api/register/documents/1',
    expect: staffOnly(204),
  },
  {
    route: 'DELETE /api/register/document-types/:id',
    method: 'DELETE',
    url: '/api/register/document-types/5',
    expect: staffOnly(204),
  },
  {
    route: 'DELETE /api/register/customers/:id',
    method: 'DELETE',
    url: '/api/register/customers/4',
    expect: staffOnly(204),
  },
  {
    route: 'DELETE /api/register/customer-groups/:id',
    method: 'DELETE',
    url: '/api/register/customer-groups/2',
    expect: staffOnly(204),
  },
  // The audit trail: the history of a record, also of one deleted above.
  {
    route: 'GET /api/register/audit',
    method: 'GET',
    url: '/api/register/audit?entity=customerGroups&record_id=2',
    expect: staffOnly(200),
  },
  // The upload form's limits: only staff upload.
  {
    route: 'GET /api/register/documents/limits',
    method: 'GET',
    url: '/api/register/documents/limits',
    expect: staffOnly(200),
  },
];
