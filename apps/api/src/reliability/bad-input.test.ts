import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

import {
  apiKeyInputSchema,
  benchmarkingInputSchema,
  benchmarkingUpdateSchema,
  customerGroupInputSchema,
  customerGroupUpdateSchema,
  customerInputSchema,
  customerUpdateSchema,
  documentFieldsSchema,
  documentTypeInputSchema,
  documentTypeUpdateSchema,
  fieldNoteInputSchema,
  fieldNoteUpdateSchema,
  LABEL_DICTIONARY_FIELDS,
  labelDictionaryInputSchema,
  operationalItemInputSchema,
  operationalItemUpdateSchema,
  operationInputSchema,
  operationUpdateSchema,
  supplyInputSchema,
  supplyUpdateSchema,
  thirdPartyCostInputSchema,
  thirdPartyCostUpdateSchema,
  thirdPartyInputSchema,
  thirdPartyUpdateSchema,
  translateMessage,
  userCreateInputSchema,
  userVersionedUpdateSchema,
} from '@dossel/api-client';

import type { InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/schema';
import { validBodies } from '../routes/field-operations/test-fixtures';
import { multipartBody } from '../routes/registers/multipart-body';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

type Caller = 'customer' | 'staff' | 'fieldOps';

/**
 * Hostile or broken input, one row each: the API must answer a clear 4xx `[{ message, code, field }]`
 * in the caller's language and store nothing (no row, no file). Each area's write routes have rows.
 */
interface BadInput {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** An object is sent as JSON; a string is sent as is (with `content-type` from headers). */
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /**
   * Whose token to send: `customer` cliente@demo.com.br (Serra Azul, no service 8 there), `staff`
   * admin@dossel.com.br (the registers), `fieldOps` novo@demo.com.br (current customer Vale Verde, service 8).
   */
  as?: Caller;
  status: number;
  /** `[code, field]` of each reason, when the row pins them down. */
  errors?: [code: string, field: string | null][];
}

const MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };
/** Uploads in this file may be at most 50 KB (DOCUMENT_MAX_MB), so the too-large case stays small. */
const DOCUMENT_MAX_MB = 0.05;

// Bodies that each route accepts: every row below breaks exactly one thing of one of them.
const group = { name: 'Grupo Litoral' };
const customer = {
  name: 'Celulose Litoral',
  document: '45.678.901/0001-23',
  emailDomain: 'litoral.com.br',
  customerGroupId: 1,
  gloc1: 'Fazenda',
  gloc2: 'Região',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  glocpadrao: 'Fazenda',
};
const documentType = { description: 'Planilha Excel', extension: 'xlsx' };
/** Demo ids: type 2 is csv; category 4 "Planilha de dados"; subject 8 "Inventário florestal"; Serra Azul. */
const documentFields = { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 };
const csv = (name: string, content: Buffer | string = 'talhao;area\nT-01;12,5\n') => ({ name, content });
const upload = (fields: Record<string, string | number>, file?: { name: string; content: Buffer | string }) =>
  multipartBody(fields, file);
const benchmarking = {
  customer_id: 1,
  data: '2024-06-30',
  ima7: 41.2,
  performance: 98.5,
  impacto_clima: -3.1,
};
const user = {
  name: 'Pessoa Nova',
  email: 'pessoa.nova@serraazul.com.br',
  mainCustomerId: 1,
  customers: [1],
  services_json: { '1': [1, 2] },
};
const labels = { customer_id: 1, gloc1: 'Fazenda', talhao: 'Talhão' };
const { operationalItem: item, supply, thirdParty, cost, operation, fieldNote } = validBodies;
const perDay = {
  ...operation,
  tipo_custo: 'Custo por diária',
  custo_ha: null,
  custo_diaria: 350,
  num_diarias: 2,
};
const traversal = '../../../etc/passwd';

// One row a line reads as a table.
// prettier-ignore
const rows: BadInput[] = [
  // Malformed JSON
  { name: 'a truncated JSON body', method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'NaN, which JSON does not have', method: 'POST', url: '/api/auth/validateToken', payload: '{"token": NaN}', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'an empty JSON body', method: 'POST', url: '/api/auth/login', payload: '', headers: json, status: 400 },
  { name: 'a JSON array instead of an object', method: 'POST', url: '/api/auth/login', payload: '[]', headers: json, status: 400, errors: [['validation.invalid', null]] },
  { name: 'a bare JSON string', method: 'POST', url: '/api/auth/login', payload: '"cliente@demo.com.br"', headers: json, status: 400 },
  { name: 'a __proto__ key (prototype poisoning)', method: 'POST', url: '/api/auth/login', payload: '{"email":"cliente@demo.com.br","password":"Dossel@2026","__proto__":{"servicesAdmin":true}}', headers: json, status: 400 },
  { name: 'a constructor.prototype key', method: 'POST', url: '/api/auth/login', payload: '{"email":"cliente@demo.com.br","password":"x","constructor":{"prototype":{"servicesAdmin":true}}}', headers: json, status: 400 },
  // Wrong types
  { name: 'numbers where texts go', method: 'POST', url: '/api/auth/login', payload: { email: 123, password: 456 }, status: 400, errors: [['validation.invalid', 'email'], ['validation.invalid', 'password']] },
  { name: 'objects and arrays where texts go', method: 'POST', url: '/api/auth/login', payload: { email: { $ne: null }, password: ['Dossel@2026'] }, status: 400 },
  { name: 'null fields', method: 'POST', url: '/api/auth/login', payload: { email: null, password: null }, status: 400, errors: [['validation.required', 'email'], ['validation.required', 'password']] },
  { name: 'a boolean token', method: 'POST', url: '/api/auth/validateToken', payload: { token: true }, status: 400, errors: [['validation.invalid', 'token']] },
  { name: 'an object as the hand-off code', method: 'POST', url: '/api/auth/handoff/exchange', payload: { code: { $ne: null } }, status: 400, errors: [['validation.invalid', 'code']] },
  { name: 'a hand-off code longer than any code', method: 'POST', url: '/api/auth/handoff/exchange', payload: { code: 'x'.repeat(10_000) }, status: 400, errors: [['validation.invalid', 'code']] },
  // Negative and odd numbers
  { name: 'a negative number as the token', method: 'POST', url: '/api/auth/validateToken', payload: { token: -1 }, status: 400, errors: [['validation.invalid', 'token']] },
  { name: 'a huge exponent as the token', method: 'POST', url: '/api/auth/validateToken', payload: '{"token": 1e999}', headers: json, status: 400 },
  // Huge strings
  { name: 'a 1 MB password (the body passes the limit)', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.com.br', password: 'x'.repeat(MB) }, status: 413, errors: [['request.tooLarge', null]] },
  // Every text the contract takes has a maximum (issue 14): an e-mail 254 characters (RFC 5321), a token 200.
  { name: 'a 500 KB e-mail', method: 'POST', url: '/api/auth/login', payload: { email: `${'a'.repeat(500_000)}@demo.com.br`, password: 'x' }, status: 400, errors: [['validation.tooLong', 'email']] },
  { name: 'a 500 KB token', method: 'POST', url: '/api/auth/validateToken', payload: { token: 't'.repeat(500_000) }, status: 400, errors: [['validation.invalid', 'token']] },
  { name: 'a 129-character password at sign-in', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.com.br', password: 'x'.repeat(129) }, status: 400, errors: [['validation.passwordMax', 'password']] },
  { name: 'control characters in the e-mail', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente\u0000@demo.com.br', password: 'Dossel@2026' }, status: 400, errors: [['validation.email', 'email']] },
  // Unknown fields change nothing
  { name: 'unknown fields beside wrong credentials', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.com.br', password: 'wrong', servicesAdmin: true, id: 1 }, status: 401, errors: [['auth.invalidCredentials', null]] },
  // Path traversal
  { name: 'a traversal in a token path parameter', method: 'GET', url: '/api/auth/verifyResetToken/..%2F..%2F..%2Fetc%2Fpasswd', status: 400 },
  { name: 'a traversal as the session token', method: 'POST', url: '/api/auth/validateToken', payload: { token: '../../../etc/passwd' }, status: 401, errors: [['auth.sessionExpired', null]] },
  { name: 'a traversal as the bearer token', method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer ../../../../etc/passwd' }, status: 401, errors: [['auth.sessionExpired', null]] },
  { name: 'dot segments out of the docs assets', method: 'GET', url: '/api/docs/static/../../../package.json', status: 404 },
  { name: 'encoded dot segments out of the docs assets', method: 'GET', url: '/api/docs/static/..%2F..%2F..%2Fpackage.json', status: 404 },
  { name: 'double-encoded dot segments', method: 'GET', url: '/api/docs/static/%252e%252e%252fpackage.json', status: 404 },
  { name: 'a traversal into the API path', method: 'GET', url: '/api/../../etc/passwd', status: 404 },

  // Registers: customer groups (staff)
  { name: 'groups: a truncated JSON body', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: '{"name":', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'groups: a __proto__ key', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: '{"name":"Grupo","__proto__":{"x":1}}', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'groups: a number as the name', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: { name: 123 }, status: 400, errors: [['validation.invalid', 'name']] },
  { name: 'groups: a blank name', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: { name: '   ' }, status: 400, errors: [['validation.required', 'name']] },
  { name: 'groups: a 500 KB name', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: { name: 'x'.repeat(500_000) }, status: 400, errors: [['validation.tooLong', 'name']] },
  { name: 'groups: an update with a null name', method: 'PUT', url: '/api/register/customer-groups/1', as: 'staff', payload: { name: null, version: 1 }, status: 400, errors: [['validation.required', 'name']] },
  { name: 'groups: a traversal as the id', method: 'PUT', url: '/api/register/customer-groups/..%2F..%2Fetc%2Fpasswd', as: 'staff', payload: { ...group, version: 1 }, status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'groups: a negative id', method: 'DELETE', url: '/api/register/customer-groups/-1', as: 'staff', status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'groups: NaN as the id', method: 'DELETE', url: '/api/register/customer-groups/NaN', as: 'staff', status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'groups: a form-encoded body', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: 'name=Grupo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, errors: [['request.unsupportedMediaType', null]] },
  { name: 'groups: a body over 1 MB', method: 'POST', url: '/api/register/customer-groups', as: 'staff', payload: { name: 'x'.repeat(MB) }, status: 413, errors: [['request.tooLarge', null]] },
  // Registers: customers (staff)
  { name: 'customers: the group id as text', method: 'POST', url: '/api/register/customers', as: 'staff', payload: { ...customer, customerGroupId: '1' }, status: 400, errors: [['validation.invalid', 'customerGroupId']] },
  { name: 'customers: a negative group id', method: 'POST', url: '/api/register/customers', as: 'staff', payload: { ...customer, customerGroupId: -1 }, status: 400, errors: [['validation.invalid', 'customerGroupId']] },
  { name: 'customers: a group that does not exist', method: 'POST', url: '/api/register/customers', as: 'staff', payload: { ...customer, customerGroupId: 999_999 }, status: 400, errors: [['validation.invalid', 'customerGroupId']] },
  { name: 'customers: a traversal as the e-mail domain', method: 'POST', url: '/api/register/customers', as: 'staff', payload: { ...customer, emailDomain: '../../etc' }, status: 400, errors: [['validation.invalid', 'emailDomain']] },
  { name: 'customers: an impossible contract date', method: 'POST', url: '/api/register/customers', as: 'staff', payload: { ...customer, contractExpiration: '2025-02-30' }, status: 400, errors: [['validation.invalid', 'contractExpiration']] },
  { name: 'customers: missing fields', method: 'POST', url: '/api/register/customers', as: 'staff', payload: { name: 'Só o nome' }, status: 400 },
  { name: 'customers: a 41-character document', method: 'PUT', url: '/api/register/customers/1', as: 'staff', payload: { ...customer, document: '1'.repeat(41), version: 1 }, status: 400, errors: [['validation.tooLong', 'document']] },
  // Registers: document types (staff)
  { name: 'document types: a traversal as the extension', method: 'POST', url: '/api/register/document-types', as: 'staff', payload: { ...documentType, extension: '../exe' }, status: 400, errors: [['validation.invalid', 'extension']] },
  { name: 'document types: an array as the description', method: 'POST', url: '/api/register/document-types', as: 'staff', payload: { ...documentType, description: ['Planilha'] }, status: 400, errors: [['validation.invalid', 'description']] },
  { name: 'document types: a 500 KB description', method: 'PUT', url: '/api/register/document-types/1', as: 'staff', payload: { ...documentType, description: 'd'.repeat(500_000), version: 1 }, status: 400, errors: [['validation.tooLong', 'description']] },
  // Registers: documents, multipart uploads (staff)
  { name: 'documents: a traversal as the file name', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields, csv(traversal)), status: 400, errors: [['documents.extensionMismatch', 'file']] },
  { name: 'documents: a Windows traversal as the file name', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields, csv('..\\..\\Windows\\win.ini')), status: 400, errors: [['documents.extensionMismatch', 'file']] },
  { name: 'documents: a file of the wrong extension', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields, csv('planilha.exe', 'MZ')), status: 400, errors: [['documents.extensionMismatch', 'file']] },
  { name: 'documents: a double extension', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields, csv('planilha.csv.exe', 'MZ')), status: 400, errors: [['documents.extensionMismatch', 'file']] },
  { name: 'documents: no file', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields), status: 400, errors: [['validation.fileRequired', 'file']] },
  { name: 'documents: an empty file part', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields, csv('vazio.csv', '')), status: 400, errors: [['validation.fileRequired', 'file']] },
  { name: 'documents: text and negative ids', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload({ ...documentFields, documentTypeId: 'abc', customerId: -1 }, csv('dados.csv')), status: 400, errors: [['validation.invalid', 'documentTypeId'], ['validation.invalid', 'customerId']] },
  { name: 'documents: NaN as the type', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload({ ...documentFields, documentTypeId: 'NaN' }, csv('dados.csv')), status: 400, errors: [['validation.invalid', 'documentTypeId']] },
  { name: 'documents: a customer that does not exist', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload({ ...documentFields, customerId: 999_999 }, csv('dados.csv')), status: 400, errors: [['validation.invalid', 'customerId']] },
  { name: 'documents: a 501-character description', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload({ ...documentFields, description: 'd'.repeat(501) }, csv('dados.csv')), status: 400, errors: [['validation.tooLong', 'description']] },
  { name: 'documents: a file over the size limit', method: 'POST', url: '/api/register/documents', as: 'staff', ...upload(documentFields, csv('grande.csv', Buffer.alloc(Math.round(DOCUMENT_MAX_MB * MB) + 1, 0x61))), status: 413, errors: [['request.tooLarge', null]] },
  { name: 'documents: JSON instead of a form', method: 'POST', url: '/api/register/documents', as: 'staff', payload: { ...documentFields, file: 'dados.csv' }, status: 415, errors: [['request.unsupportedMediaType', null]] },
  { name: 'documents: a traversal as the id to download', method: 'GET', url: '/api/register/documents/..%2F..%2F..%2Fetc%2Fpasswd/download', as: 'staff', status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'documents: texts as the ids of a bulk download', method: 'POST', url: '/api/register/documents/download', as: 'staff', payload: { ids: ['../1', 2] }, status: 400 },
  { name: 'documents: 21 ids in a bulk download', method: 'POST', url: '/api/register/documents/download', as: 'staff', payload: { ids: Array.from({ length: 21 }, (_, i) => i + 1) }, status: 400, errors: [['validation.documentsLimit', 'ids']] },
  // Registers: benchmarking (staff)
  { name: 'benchmarking: NaN, which JSON does not have', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: '{"customer_id":1,"data":"2024-06-30","ima7":NaN}', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'benchmarking: "NaN" as a text', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: { ...benchmarking, ima7: 'NaN' }, status: 400, errors: [['validation.invalid', 'ima7']] },
  { name: 'benchmarking: an overflowing number', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: '{"customer_id":1,"data":"2024-06-30","performance":1e999}', headers: json, status: 400, errors: [['validation.invalid', 'performance']] },
  { name: 'benchmarking: an impossible date', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: { ...benchmarking, data: '2024-02-30' }, status: 400, errors: [['validation.invalid', 'data']] },
  { name: 'benchmarking: a negative customer id', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: { ...benchmarking, customer_id: -1 }, status: 400, errors: [['validation.invalid', 'customer_id']] },
  { name: 'benchmarking: a customer that does not exist', method: 'PUT', url: '/api/register/benchmarking/1', as: 'staff', payload: { ...benchmarking, customer_id: 999_999, version: 1 }, status: 400, errors: [['validation.invalid', 'customer_id']] },
  // Registers: label dictionary (staff)
  { name: 'labels: a 61-character label', method: 'POST', url: '/api/register/label/dictionary', as: 'staff', payload: { ...labels, gloc1: 'g'.repeat(61) }, status: 400, errors: [['validation.tooLong', 'gloc1']] },
  { name: 'labels: a number as a label', method: 'POST', url: '/api/register/label/dictionary', as: 'staff', payload: { ...labels, talhao: 7 }, status: 400, errors: [['validation.invalid', 'talhao']] },
  { name: 'labels: no customer', method: 'POST', url: '/api/register/label/dictionary', as: 'staff', payload: { gloc1: 'Fazenda' }, status: 400, errors: [['validation.required', 'customer_id']] },
  { name: 'labels: a customer that does not exist', method: 'POST', url: '/api/register/label/dictionary', as: 'staff', payload: { ...labels, customer_id: 999_999 }, status: 400, errors: [['validation.invalid', 'customer_id']] },
  // Users register (staff)
  { name: 'users: a malformed e-mail', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, email: 'pessoa@@serraazul' }, status: 400, errors: [['validation.email', 'email']] },
  { name: 'users: the main customer as text', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, mainCustomerId: 'abc' }, status: 400, errors: [['validation.invalid', 'mainCustomerId']] },
  { name: 'users: a negative customer among the links', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, customers: [1, -2] }, status: 400, errors: [['validation.invalid', 'customers.1']] },
  { name: 'users: a customer that does not exist', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, customers: [1, 999_999] }, status: 400, errors: [['users.unknownCustomer', 'customers']] },
  { name: 'users: services of a customer not linked', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, services_json: { '1': [1], '3': [8] } }, status: 400, errors: [['validation.invalid', 'services_json']] },
  { name: 'users: servicesAdmin outside the provider domain', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, servicesAdmin: true }, status: 400, errors: [['validation.servicesAdminDomain', 'servicesAdmin']] },
  { name: 'users: servicesAdmin as text', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, servicesAdmin: 'true' }, status: 400, errors: [['validation.invalid', 'servicesAdmin']] },
  { name: 'users: a weak first password', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, password: 'senha123' }, status: 400, errors: [['validation.passwordPolicy', 'password']] },
  { name: 'users: a 500 KB name', method: 'PUT', url: '/api/register/users/2', as: 'staff', payload: { ...user, name: 'n'.repeat(500_000), version: 1 }, status: 400, errors: [['validation.invalid', 'name']] },
  { name: 'users: a 129-character password', method: 'PUT', url: '/api/register/users/changePassword/2', as: 'staff', payload: { password: `Aa1!${'x'.repeat(125)}` }, status: 400, errors: [['validation.passwordMax', 'password']] },
  { name: 'users: a traversal as the id of a password change', method: 'PUT', url: '/api/register/users/changePassword/..%2F..%2Fetc%2Fpasswd', as: 'staff', payload: { password: 'Nova@2026x' }, status: 400, errors: [['validation.invalid', 'id']] },
  // Field operations (service 8 on the current customer)
  { name: 'items: a negative cost', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, custo_atual: -1 }, status: 400, errors: [['validation.costMin', 'custo_atual']] },
  { name: 'items: a cost of zero', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, custo_atual: 0 }, status: 400, errors: [['validation.costMin', 'custo_atual']] },
  { name: 'items: "NaN" as the cost', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, custo_atual: 'NaN' }, status: 400, errors: [['validation.invalid', 'custo_atual']] },
  { name: 'items: "-Infinity" as the cost', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, custo_atual: '-Infinity' }, status: 400, errors: [['validation.invalid', 'custo_atual']] },
  { name: 'items: a cost as text', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, custo_atual: '210,50' }, status: 400, errors: [['validation.invalid', 'custo_atual']] },
  { name: 'items: NaN, which JSON does not have', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: '{"item":"Trator","unidade":"hora","custo_atual":NaN,"categoria":"Máquinário"}', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'items: a unit outside the list', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, unidade: 'kg' }, status: 400, errors: [['validation.invalid', 'unidade']] },
  { name: 'items: an update with a negative cost', method: 'PUT', url: '/api/register/gas/itens-operacionais/1', as: 'fieldOps', payload: { ...item, custo_atual: -0.01, version: 1 }, status: 400, errors: [['validation.costMin', 'custo_atual']] },
  { name: 'items: a bad body from a caller without service 8', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'customer', payload: { ...item, custo_atual: -1 }, status: 403, errors: [['service.notContracted', null]] },
  { name: 'supplies: a negative cost', method: 'POST', url: '/api/register/gas/insumos', as: 'fieldOps', payload: { ...supply, custo_atual: -7.25 }, status: 400, errors: [['validation.costMin', 'custo_atual']] },
  { name: 'supplies: a 500 KB name', method: 'POST', url: '/api/register/gas/insumos', as: 'fieldOps', payload: { ...supply, insumo: 'i'.repeat(500_000) }, status: 400, errors: [['validation.tooLong', 'insumo']] },
  { name: 'third parties: a malformed e-mail', method: 'POST', url: '/api/register/gas/terceiros', as: 'fieldOps', payload: { ...thirdParty, email: 'contato.fumaca.com.br' }, status: 400, errors: [['validation.email', 'email']] },
  { name: 'third parties: a link outside the list', method: 'POST', url: '/api/register/gas/terceiros', as: 'fieldOps', payload: { ...thirdParty, vinculo: 'Sócio' }, status: 400, errors: [['validation.invalid', 'vinculo']] },
  { name: 'costs: per ha without the cost per ha', method: 'POST', url: '/api/register/gas/terceiros/1/custos', as: 'fieldOps', payload: { ...cost, custo_ha: null }, status: 400, errors: [['validation.required', 'custo_ha']] },
  { name: 'costs: a negative cost of another kind', method: 'POST', url: '/api/register/gas/terceiros/1/custos', as: 'fieldOps', payload: { ...cost, custo_hora: -5 }, status: 400, errors: [['validation.costMin', 'custo_hora']] },
  { name: 'costs: a traversal as the third party', method: 'POST', url: '/api/register/gas/terceiros/..%2F..%2Fetc/custos', as: 'fieldOps', payload: cost, status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'operations: num_diarias 0', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...perDay, num_diarias: 0 }, status: 400, errors: [['validation.daysMin', 'num_diarias']] },
  { name: 'operations: num_diarias -3', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...perDay, num_diarias: -3 }, status: 400, errors: [['validation.daysMin', 'num_diarias']] },
  { name: 'operations: num_diarias as text', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...perDay, num_diarias: '2' }, status: 400, errors: [['validation.invalid', 'num_diarias']] },
  { name: 'operations: a daily cost of zero', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...perDay, custo_diaria: 0 }, status: 400, errors: [['validation.costMin', 'custo_diaria']] },
  { name: 'operations: a negative executed area', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, area_executada: -12.5 }, status: 400, errors: [['validation.areaMin', 'area_executada']] },
  { name: 'operations: "NaN" as the cost per ha', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, custo_ha: 'NaN' }, status: 400, errors: [['validation.invalid', 'custo_ha']] },
  { name: 'operations: 2001 characters of observacoes', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, observacoes: 'o'.repeat(2001) }, status: 400, errors: [['validation.tooLong', 'observacoes']] },
  { name: 'operations: 900 KB of observacoes', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, observacoes: 'o'.repeat(900_000) }, status: 400, errors: [['validation.tooLong', 'observacoes']] },
  { name: 'operations: an impossible date', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, data: '2025-02-30' }, status: 400, errors: [['validation.invalid', 'data']] },
  { name: 'operations: an item that is not the customer\'s', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, operacao_id: 999_999 }, status: 400, errors: [['fieldOperations.unknownOperationalItem', 'operacao_id']] },
  { name: 'operations: a third party that is not the customer\'s', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, prestador_id: 999_999 }, status: 400, errors: [['fieldOperations.unknownThirdParty', 'prestador_id']] },
  { name: 'operations: a fractional item id', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, operacao_id: 1.5 }, status: 400, errors: [['validation.invalid', 'operacao_id']] },
  { name: 'operations: an update with num_diarias 0', method: 'PUT', url: '/api/register/gas/operacoes/1', as: 'fieldOps', payload: { ...perDay, num_diarias: 0, version: 1 }, status: 400, errors: [['validation.daysMin', 'num_diarias']] },
  { name: 'operations: a traversal as the id', method: 'DELETE', url: '/api/register/gas/operacoes/..%2F..%2Fetc%2Fpasswd', as: 'fieldOps', status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'field notes: a type outside the list', method: 'POST', url: '/api/register/gas/apontamentos', as: 'fieldOps', payload: { ...fieldNote, tipo: 3 }, status: 400, errors: [['validation.invalid', 'tipo']] },
  { name: 'field notes: an analysis without infestation', method: 'POST', url: '/api/register/gas/apontamentos', as: 'fieldOps', payload: { ...fieldNote, infestacao: null }, status: 400, errors: [['validation.required', 'infestacao']] },
  { name: 'field notes: 500 KB of observacoes', method: 'POST', url: '/api/register/gas/apontamentos', as: 'fieldOps', payload: { ...fieldNote, observacoes: 'o'.repeat(500_000) }, status: 400, errors: [['validation.tooLong', 'observacoes']] },
  // Every number within its domain and every list within its length (issue 14: bounds.ts of api-client)
  { name: 'operations: custo_hora 1e308 (its total would be Infinity)', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, tipo_custo: 'Custo por hora', custo_ha: null, custo_hora: 1e308, num_horas: 10 }, status: 400, errors: [['validation.tooLarge', 'custo_hora']] },
  { name: 'operations: an area of 10 million ha', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, area_executada: 1e7 }, status: 400, errors: [['validation.tooLarge', 'area_executada']] },
  { name: 'operations: an item id beyond a PostgreSQL integer', method: 'POST', url: '/api/register/gas/operacoes', as: 'fieldOps', payload: { ...operation, operacao_id: 2 ** 31 }, status: 400, errors: [['validation.invalid', 'operacao_id']] },
  { name: 'operations: page 10 million', method: 'GET', url: '/api/register/gas/operacoes?page=10000000', as: 'fieldOps', status: 400, errors: [['validation.invalid', 'page']] },
  { name: 'operations: a record id beyond a PostgreSQL integer', method: 'GET', url: '/api/register/gas/operacoes/2147483648', as: 'fieldOps', status: 400, errors: [['validation.invalid', 'id']] },
  { name: 'items: a cost of 2 billion per hour', method: 'POST', url: '/api/register/gas/itens-operacionais', as: 'fieldOps', payload: { ...item, custo_atual: 2e9 }, status: 400, errors: [['validation.tooLarge', 'custo_atual']] },
  { name: 'costs: a cost per ha of 1e308', method: 'POST', url: '/api/register/gas/terceiros/1/custos', as: 'fieldOps', payload: { ...cost, custo_ha: 1e308 }, status: 400, errors: [['validation.tooLarge', 'custo_ha']] },
  { name: 'benchmarking: an IMA of 1e308', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: { ...benchmarking, ima7: 1e308 }, status: 400, errors: [['validation.tooLarge', 'ima7']] },
  { name: 'benchmarking: a climate impact under -100 %', method: 'POST', url: '/api/register/benchmarking', as: 'staff', payload: { ...benchmarking, impacto_clima: -101 }, status: 400, errors: [['validation.tooSmall', 'impacto_clima']] },
  { name: 'users: 100,000 linked customers', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, customers: Array.from({ length: 100_000 }, (_, i) => i + 1) }, status: 400, errors: [['validation.tooMany', 'customers']] },
  { name: 'users: an update with 100,000 linked customers', method: 'PUT', url: '/api/register/users/2', as: 'staff', payload: { ...user, customers: Array.from({ length: 100_000 }, (_, i) => i + 1), version: 1 }, status: 400, errors: [['validation.tooMany', 'customers']] },
  { name: 'users: 101 services for one customer', method: 'POST', url: '/api/register/users', as: 'staff', payload: { ...user, services_json: { '1': Array.from({ length: 101 }, (_, i) => i + 1) } }, status: 400, errors: [['validation.tooMany', 'services_json.1']] },
  { name: 'quarterly report: year 1e308', method: 'GET', url: '/api/reports/quarterly?customer_id=1&year=1e308&quarter=1', as: 'customer', status: 400, errors: [['validation.invalid', 'year']] },
];

/**
 * Row counts of every table, a hash of the rows of the small ones, and the files of the document storage:
 * what "nothing stored" means.
 */
async function fingerprint(app: TestApp['app']): Promise<Record<string, string>> {
  const db: Kysely<Database> = app.db;
  // Ours: pg-boss's schema (background jobs, PostgreSQL) keeps its own clock of maintenance runs.
  const tables = (await db.introspection.getTables()).filter((table) => table.schema !== 'pgboss');
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { n } = (
      await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(db)
    ).rows[0] ?? { n: 0 };
    let digest = '';
    if (Number(n) <= 5000) {
      const rows = (await sql`select * from ${sql.table(table.name)}`.execute(db)).rows;
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    }
    result[table.name] = `${Number(n)}:${digest}`;
  }
  result['(document storage)'] = (await storedFiles(app.config.documentsDir)).join(',');
  return result;
}

/** Every file under a folder, relative names, sorted; none when it does not exist. */
async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The message key behind an answer's code (`request.invalid` → `errors.request.invalid`). */
const keyOf = (code: string) => (code.startsWith('validation.') ? code : `errors.${code}`);

let testApp: TestApp;
let tokens: Record<Caller, string>;
beforeAll(async () => {
  testApp = await createTestApp({ DOCUMENT_MAX_MB: String(DOCUMENT_MAX_MB) });
  tokens = {
    customer: await signIn(testApp.app, 'cliente@demo.com.br'),
    staff: await signIn(testApp.app, 'admin@dossel.com.br'),
    fieldOps: await signIn(testApp.app, 'novo@demo.com.br'),
  };
});
afterAll(() => testApp.close());

const token = (caller: Caller) => tokens[caller];

describe('bad input', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s: a clear 4xx, nothing stored', async (_, row) => {
    const before = await fingerprint(testApp.app);
    const response = await testApp.app.inject({
      method: row.method,
      url: row.url,
      payload: row.payload,
      headers: {
        'accept-language': 'en-US',
        ...row.headers,
        ...(row.as && { authorization: `Bearer ${token(row.as)}` }),
      },
    });

    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ message: string; code: string; field: string | null }[]>();
    expect(body.length).toBeGreaterThan(0);
    for (const reason of body) {
      expect(Object.keys(reason).sort()).toEqual(['code', 'field', 'message']);
      expect(reason.message.length).toBeGreaterThan(0);
      expect(reason.message.length).toBeLessThan(200);
      // A translated text, the one of its code, in the language asked for (never the bare key).
      const key = keyOf(reason.code);
      expect(translateMessage('en-US', key), `no message for ${key}`).not.toBe(key);
      expect(reason.message).toBe(translateMessage('en-US', key, { provider: testApp.config.providerName }));
    }
    if (row.errors) expect(body.map((reason) => [reason.code, reason.field])).toEqual(row.errors);
    // Nothing of the inside leaks: no stack frame ("at fn (file:1:2)"), no SQL, no file, no echo of the
    // input. ("at most 20" is English, not a stack.)
    expect(response.body).not.toMatch(
      /\bat [\w.<>$]+ \(|:\d+:\d+\)|\.ts\b|sqlite|select [^"]* from |insert into |node_modules|etc\/passwd|"name":/i,
    );
    expect(response.body.length).toBeLessThan(2000);

    expect(await fingerprint(testApp.app)).toEqual(before);
  });

  it('still answers normally afterwards', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token('customer')}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('ignores unknown fields of a good sign-in: they grant nothing', async () => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'novo@demo.com.br', password: 'Dossel@2026', servicesAdmin: true, mainCustomerId: 1 },
    });
    expect(login.statusCode).toBe(200);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ servicesAdmin: false, mainCustomerId: 2 });
  });
});

/** A call as one of the demo accounts, answered in `language`. */
function callAs(caller: Caller, method: 'POST' | 'PUT', url: string, payload: unknown, language = 'en-US') {
  return testApp.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: { 'accept-language': language, authorization: `Bearer ${token(caller)}` },
  });
}

describe('the messages of spec section 5, in Portuguese', () => {
  it.each([
    [
      'a cost of zero',
      'fieldOps',
      '/api/register/gas/insumos',
      { ...supply, custo_atual: 0 },
      'custo_atual',
      'O custo deve ser maior que zero',
    ],
    [
      'an executed area of zero',
      'fieldOps',
      '/api/register/gas/operacoes',
      { ...operation, area_executada: 0 },
      'area_executada',
      'A area executada deve ser maior que zero',
    ],
    [
      'zero days',
      'fieldOps',
      '/api/register/gas/operacoes',
      { ...perDay, num_diarias: 0 },
      'num_diarias',
      'O número de diárias deve ser no mínimo 1',
    ],
    ['a missing name', 'staff', '/api/register/customer-groups', {}, 'name', 'Campo obrigatório'],
    [
      'NaN as a number',
      'staff',
      '/api/register/benchmarking',
      { ...benchmarking, ima7: 'NaN' },
      'ima7',
      'Valor inválido',
    ],
  ] as const)('%s', async (_, caller, url, payload, field, message) => {
    const before = await fingerprint(testApp.app);
    const response = await callAs(caller, 'POST', url, payload, 'pt-BR');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ field, message })]);
    expect(await fingerprint(testApp.app)).toEqual(before);
  });

  it('an upload without a file', async () => {
    const before = await fingerprint(testApp.app);
    const body = upload(documentFields);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'pt-BR', authorization: `Bearer ${token('staff')}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Por favor, importe um arquivo', code: 'validation.fileRequired', field: 'file' },
    ]);
    expect(await fingerprint(testApp.app)).toEqual(before);
  });
});

// These routes take a good body with extra fields and ignore the extras (no schema is strict): what
// matters is that an extra field stores nothing and can neither pick the id nor the owner of a record.
describe('unknown fields of a good write', () => {
  it('a customer group takes its own id and stores only its name', async () => {
    const response = await callAs('staff', 'POST', '/api/register/customer-groups', {
      ...group,
      id: 777,
      created_at: '1999-01-01',
      customers: [1, 2],
      version: 99,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: number; name: string }>();
    // A new record starts at version 1, whatever the body says (issue 14).
    expect(created).toEqual({ id: expect.any(Number), name: group.name, version: 1 });
    expect(created.id).not.toBe(777);
    const stored = await testApp.app.db
      .selectFrom('customer_groups')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id: created.id, name: group.name, version: 1 });
    const moved = await testApp.app.db
      .selectFrom('customers')
      .select('id')
      .where('customer_group_id', '=', created.id)
      .execute();
    expect(moved).toEqual([]);
  });

  it("an operational item belongs to the session's customer, whatever customer_id the body names", async () => {
    const response = await callAs('fieldOps', 'POST', '/api/register/gas/itens-operacionais', {
      ...item,
      id: 555_555,
      customer_id: 1,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(id).not.toBe(555_555);
    const stored = await testApp.app.db
      .selectFrom('operational_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ customer_id: 2, item: item.item, custo_atual: item.custo_atual });
  });

  it("an operation record computes its own total and names, and stays with the session's customer", async () => {
    const response = await callAs('fieldOps', 'POST', '/api/register/gas/operacoes', {
      ...operation,
      customer_id: 1,
      custo_total: 1,
      operacao_item: 'Forjado',
      prestador_nome: 'Forjado',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      id: number;
      custo_total: number;
      operacao_item: string;
      prestador_nome: string;
    }>();
    expect(created.custo_total).toBe(operation.area_executada * operation.custo_ha);
    expect(created.operacao_item).not.toBe('Forjado');
    expect(created.prestador_nome).not.toBe('Forjado');
    const stored = await testApp.app.db
      .selectFrom('operations')
      .select(['customer_id'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(2);
  });

  it('a user created with a password hash, a sign-in and a signature of its own gets none of them', async () => {
    const response = await callAs('staff', 'POST', '/api/register/users', {
      ...user,
      email: 'extras@serraazul.com.br',
      password_hash: 'forged',
      passwordHash: 'forged',
      lastLogin: '2025-01-01T00:00:00.000Z',
      signature: '2025-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ lastLogin: null, signature: null, servicesAdmin: false });
    const stored = await testApp.app.db
      .selectFrom('users')
      .select(['password_hash', 'last_login', 'signature'])
      .where('email', '=', 'extras@serraazul.com.br')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ last_login: null, signature: null });
    expect(stored.password_hash).not.toBe('forged');
  });

  it("a benchmarking entry shows its customer's real name", async () => {
    const response = await callAs('staff', 'POST', '/api/register/benchmarking', {
      ...benchmarking,
      customer_name: 'Forjado',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ customer_id: 1, customer_name: 'Reflorestadora Serra Azul' });
  });

  it('the label dictionary keeps only its own fields', async () => {
    const response = await callAs('staff', 'POST', '/api/register/label/dictionary', {
      ...labels,
      hack: 'x',
      customer_name: 'Forjado',
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>())).not.toContain('hack');
    expect(response.json()).toMatchObject({ customer_id: 1, gloc1: 'Fazenda', talhao: 'Talhão' });
  });

  it('an upload with a traversal in its name and forged fields is stored by content, under its last name segment', async () => {
    const dataBefore = await storedFiles(testApp.config.dataDir);
    const body = upload(
      { ...documentFields, storageKey: '../../../etc/passwd', size: 1, name: '../evil.csv' },
      csv('../../../../tmp/dossel-evil.csv', 'talhao;area\nT-02;8\n'),
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token('staff')}` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'dossel-evil.csv', size: 19 });
    // The one new file is inside the documents folder, named by its sha256.
    const added = (await storedFiles(testApp.config.dataDir)).filter((file) => !dataBefore.includes(file));
    expect(added).toHaveLength(1);
    const documentsFolder = relative(testApp.config.dataDir, testApp.config.documentsDir);
    expect(added[0]).toMatch(new RegExp(`^${documentsFolder}/[a-f0-9]{2}/[a-f0-9]{64}$`));
  });
});

/** The note the control-character walk accepts (line breaks in observations), then deletes. */
let acceptedNote: number | undefined;

// Issue 14, point 6: NUL and the other control characters were stored in 29 text columns on SQLite and made
// PostgreSQL fail (500). Every text field of every write route refuses them now, with the same 400 on both
// engines: the shared text builders of api-client carry the check, so a new field gets it too.
describe('control characters in every text field of every write route', () => {
  /** A write route: a body it accepts with every text field filled, and the schema it parses it with. */
  interface TextRoute {
    method: 'POST' | 'PUT';
    url: string;
    as: Caller;
    body: Record<string, string | number | number[] | string[] | Record<string, number[]> | null>;
    schema: { shape: Record<string, unknown> };
    /** Multipart (every field as text) instead of JSON. */
    multipart?: boolean;
    /** Texts of several lines, which keep tab, line feed and carriage return. */
    multiLine?: string[];
    /** Texts with a format of their own, which say so rather than naming the characters. */
    formatted?: Record<string, string>;
  }
  const dated = { data: 'validation.invalid' };
  const everyLabel = Object.fromEntries(LABEL_DICTIONARY_FIELDS.map((field) => [field, `Rótulo ${field}`]));
  const writes = (
    post: string,
    put: string | null,
    as: Caller,
    body: TextRoute['body'],
    schemas: [TextRoute['schema'], TextRoute['schema'] | null],
    extra: Partial<TextRoute> = {},
  ): TextRoute[] => [
    { method: 'POST', url: post, as, body, schema: schemas[0], ...extra },
    ...(put && schemas[1]
      ? [
          {
            method: 'PUT' as const,
            url: put,
            as,
            body: { ...body, version: 1 },
            schema: schemas[1],
            ...extra,
          },
        ]
      : []),
  ];
  const gas = '/api/register/gas';
  const routes: TextRoute[] = [
    ...writes('/api/register/customer-groups', '/api/register/customer-groups/1', 'staff', group, [
      customerGroupInputSchema,
      customerGroupUpdateSchema,
    ]),
    ...writes(
      '/api/register/customers',
      '/api/register/customers/1',
      'staff',
      { ...customer, code: 'CLI-0042', contractExpiration: '2026-12-31' },
      [customerInputSchema, customerUpdateSchema],
      { formatted: { contractExpiration: 'validation.invalid' } },
    ),
    ...writes('/api/register/document-types', '/api/register/document-types/1', 'staff', documentType, [
      documentTypeInputSchema,
      documentTypeUpdateSchema,
    ]),
    ...writes(
      '/api/register/documents',
      null,
      'staff',
      { ...documentFields, description: 'Inventário de 2024' },
      [documentFieldsSchema, null],
      { multipart: true },
    ),
    ...writes(
      '/api/register/benchmarking',
      '/api/register/benchmarking/1',
      'staff',
      benchmarking,
      [benchmarkingInputSchema, benchmarkingUpdateSchema],
      { formatted: dated },
    ),
    ...writes('/api/register/label/dictionary', null, 'staff', { customer_id: 1, ...everyLabel }, [
      labelDictionaryInputSchema,
      null,
    ]),
    ...writes(
      '/api/register/users',
      '/api/register/users/2',
      'staff',
      user,
      [userCreateInputSchema, userVersionedUpdateSchema],
      { formatted: { email: 'validation.email' } },
    ),
    ...writes(
      '/api/register/api-keys',
      null,
      'staff',
      { name: 'Pipeline noturno', scopes: ['imports'], expires_at: '2099-01-01' },
      [apiKeyInputSchema, null],
      { formatted: { expires_at: 'validation.invalid' } },
    ),
    ...writes(`${gas}/itens-operacionais`, `${gas}/itens-operacionais/1`, 'fieldOps', item, [
      operationalItemInputSchema,
      operationalItemUpdateSchema,
    ]),
    ...writes(`${gas}/insumos`, `${gas}/insumos/1`, 'fieldOps', supply, [
      supplyInputSchema,
      supplyUpdateSchema,
    ]),
    ...writes(
      `${gas}/terceiros`,
      `${gas}/terceiros/1`,
      'fieldOps',
      thirdParty,
      [thirdPartyInputSchema, thirdPartyUpdateSchema],
      { formatted: { email: 'validation.email' } },
    ),
    ...writes(`${gas}/terceiros/1/custos`, `${gas}/terceiros/1/custos/1`, 'fieldOps', cost, [
      thirdPartyCostInputSchema,
      thirdPartyCostUpdateSchema,
    ]),
    ...writes(
      `${gas}/operacoes`,
      `${gas}/operacoes/1`,
      'fieldOps',
      operation,
      [operationInputSchema, operationUpdateSchema],
      { multiLine: ['observacoes'], formatted: dated },
    ),
    ...writes(
      `${gas}/apontamentos`,
      `${gas}/apontamentos/1`,
      'fieldOps',
      fieldNote,
      [fieldNoteInputSchema, fieldNoteUpdateSchema],
      // The device's key is a UUID and its clock an ISO date-time: anything else is refused as invalid.
      {
        multiLine: ['observacoes'],
        formatted: { ...dated, clientKey: 'validation.invalid', recordedAt: 'validation.invalid' },
      },
    ),
  ];

  /**
   * The fields of a body schema that take text, found from the schema itself so that a new text field
   * cannot be left out of the rows below. Passwords are left out: they are hashed, never stored as text,
   * and taken as typed.
   */
  const textFields = (schema: TextRoute['schema']) =>
    Object.keys(schema.shape).filter((field) => field !== 'password' && takesText(schema.shape[field]));

  const cases = routes.flatMap((route) =>
    textFields(route.schema).flatMap((field) => {
      const text = String(route.body[field] ?? 'Texto');
      const singleLine = !route.multiLine?.includes(field);
      const characters = ['\u0000', '\u0001', '\u001b', '\u007f', ...(singleLine ? ['\n', '\t'] : [])];
      return characters.map((character) => {
        const shown = JSON.stringify(character);
        return [
          `${route.method} ${route.url} ${field} with ${shown}`,
          route,
          field,
          text,
          character,
        ] as const;
      });
    }),
  );

  let before: Record<string, string>;
  beforeAll(async () => {
    before = await fingerprint(testApp.app);
  });

  it('covers every text field of the write routes', () => {
    const covered = new Set(cases.map(([, route, field]) => `${route.method} ${route.url} ${field}`));
    expect(covered.size).toBeGreaterThanOrEqual(90);
    for (const field of ['name', 'code', 'gloc1', 'emailDomain', 'description', 'talhao', 'observacoes'])
      expect([...covered].some((entry) => entry.endsWith(` ${field}`))).toBe(true);
  });

  it.each(cases)('%s: 400, the field named', async (_, route, field, text, character) => {
    // In the middle of the text: a character at either end of a single-line text is trimmed away.
    const value = `${text.slice(0, 2)}${character}${text.slice(2)}`;
    const body = { ...route.body, [field]: value };
    const request = route.multipart
      ? multipartBody(body as Record<string, string | number>, csv('dados.csv'))
      : { payload: body, headers: {} };
    const response = await testApp.app.inject({
      method: route.method,
      url: route.url,
      payload: request.payload as InjectOptions['payload'],
      headers: { ...request.headers, 'accept-language': 'es', authorization: `Bearer ${token(route.as)}` },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const code = (route.formatted?.[field] ?? 'validation.controlCharacters').replace(/^errors\./, '');
    const reasons = response.json<{ code: string; field: string | null; message: string }[]>();
    expect(reasons.map((reason) => [reason.code, reason.field])).toEqual([[code, field]]);
    expect(reasons[0]?.message).toBe(translateMessage('es', code));
  });

  it('takes tabs and line breaks in observations, which are texts of several lines', async () => {
    const response = await callAs('fieldOps', 'POST', `${gas}/apontamentos`, {
      ...fieldNote,
      observacoes: 'Braquiária nas bordas;\r\n\tformigas no talhão 4',
    });
    expect(response.statusCode).toBe(201);
    acceptedNote = response.json<{ id: number }>().id;
    await testApp.app.inject({
      method: 'DELETE',
      url: `${gas}/apontamentos/${acceptedNote}`,
      headers: { authorization: `Bearer ${token('fieldOps')}` },
    });
  });

  it('stored none of them', async () => {
    // That note's history (issue 18) says it was created and deleted; those two entries go before comparing.
    const history = testApp.app.db
      .selectFrom('audit_log')
      .where('entity', '=', 'fieldNotes')
      .where('record_id', '=', acceptedNote ?? 0);
    expect((await history.select('action').orderBy('id').execute()).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
    await testApp.app.db
      .deleteFrom('audit_log')
      .where('entity', '=', 'fieldNotes')
      .where('record_id', '=', acceptedNote ?? 0)
      .execute();
    const after = await fingerprint(testApp.app);
    // The observation with line breaks above was stored and deleted again: the data version moved on.
    expect({ ...after, data_versions: '' }).toEqual({ ...before, data_versions: '' });
  });
});

/** Whether a field's schema takes text (a string somewhere in it, not only fixed options). */
function takesText(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return false;
  switch (def.type) {
    case 'string':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return takesText(def.innerType);
    case 'pipe':
      return takesText(def.in);
    case 'union': {
      // An id that may come as text ('3', from a form) is a number: it stores no text.
      const options = (def.options as { _zod: { def: { type: string } } }[]).map(
        (option) => option._zod.def.type,
      );
      return !options.includes('number') && (def.options as unknown[]).some(takesText);
    }
    default:
      return false;
  }
}
