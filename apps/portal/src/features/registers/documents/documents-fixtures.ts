// Fixtures of the documents register's stories and tests: a fake server that takes multipart uploads
// as the API does, with the lookups the form offers.
import { customersEndpoints, documentsEndpoints, documentTypesEndpoints, routeKey } from '@dossel/api-client';
import type {
  CustomerDocument,
  CustomerOption,
  DocumentLookupItem,
  RequestOptions,
} from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { fakeDocumentTypes } from '../document-types/document-types-fixtures';
import { fakeRegister } from '../../../testing/fake-register';

export const DOCUMENTS_API = documentsEndpoints.list.path;

/** The server's limit in these fixtures: 5 MB. */
export const FAKE_MAX_BYTES = 5 * 1024 * 1024;

export const fakeCustomerOptions: CustomerOption[] = [
  { label: 'Agro Cerrado', value: 3, groupId: 2 },
  { label: 'Florestal Vale Verde', value: 2, groupId: 1 },
  { label: 'Reflorestadora Serra Azul', value: 1, groupId: 3 },
];
export const fakeDocumentCategories: DocumentLookupItem[] = [
  { id: 1, name: 'Relatórios técnicos' },
  { id: 4, name: 'Planilha de dados' },
];
export const fakeDocumentSubjects: DocumentLookupItem[] = [
  { id: 3, name: 'Monitoramento' },
  { id: 8, name: 'Inventário florestal' },
];

const nameOf = <Item extends { id: number }>(
  items: readonly Item[],
  id: number,
  name: (item: Item) => string,
) => {
  const item = items.find((candidate) => candidate.id === id);
  return item ? name(item) : '';
};

export const fakeDocuments: CustomerDocument[] = [
  {
    id: 1,
    customerId: 1,
    customerName: 'Reflorestadora Serra Azul',
    documentTypeId: 1,
    documentTypeDescription: 'Relatório técnico',
    extension: 'pdf',
    documentCategoryId: 1,
    documentCategoryName: 'Relatórios técnicos',
    documentSubjectId: 3,
    documentSubjectName: 'Monitoramento',
    name: 'laudo-monitoramento-2026.pdf',
    description: 'Laudo do primeiro semestre',
    size: 1_572_864,
    createdAt: '2026-07-10T12:00:00.000Z',
    updatedAt: '2026-07-10T12:00:00.000Z',
    version: 1,
  },
  {
    id: 2,
    customerId: 2,
    customerName: 'Florestal Vale Verde',
    documentTypeId: 2,
    documentTypeDescription: 'Planilha de inventário',
    extension: 'csv',
    documentCategoryId: 4,
    documentCategoryName: 'Planilha de dados',
    documentSubjectId: 8,
    documentSubjectName: 'Inventário florestal',
    name: 'inventario-vale-verde.csv',
    description: null,
    size: 20_480,
    createdAt: '2026-09-02T12:00:00.000Z',
    updatedAt: '2026-09-02T12:00:00.000Z',
    version: 1,
  },
  {
    id: 3,
    customerId: 1,
    customerName: 'Reflorestadora Serra Azul',
    documentTypeId: 3,
    documentTypeDescription: 'Mapa de talhões',
    extension: 'kml',
    documentCategoryId: 4,
    documentCategoryName: 'Planilha de dados',
    documentSubjectId: 8,
    documentSubjectName: 'Inventário florestal',
    name: 'talhoes-serra-azul.kml',
    description: null,
    size: 512,
    createdAt: '2026-10-20T12:00:00.000Z',
    updatedAt: '2026-10-20T12:00:00.000Z',
    version: 1,
  },
];

/** What a multipart body said, as a test reads it: the text fields, and the file by name and size. */
export type ReceivedUpload = Record<string, string> & { file?: { name: string; size: number } };

function readMultipart(body: RequestOptions['body']): ReceivedUpload {
  const received: ReceivedUpload = {};
  if (!(body instanceof FormData)) return received;
  body.forEach((value, key) => {
    if (typeof value === 'string') received[key] = value;
    else received.file = { name: value.name, size: value.size };
  });
  return received;
}

/** The stored document's fields from an upload's, with the names the API joins in. */
function completeDocument(body: object): Partial<CustomerDocument> {
  const upload = body as ReceivedUpload;
  const documentTypeId = Number(upload.documentTypeId);
  const documentCategoryId = Number(upload.documentCategoryId);
  const documentSubjectId = Number(upload.documentSubjectId);
  const customerId = Number(upload.customerId);
  return {
    customerId,
    customerName: nameOf(
      fakeCustomerOptions.map((option) => ({ id: option.value, name: option.label })),
      customerId,
      (customer) => customer.name,
    ),
    documentTypeId,
    documentTypeDescription: nameOf(fakeDocumentTypes, documentTypeId, (type) => type.description),
    extension: nameOf(fakeDocumentTypes, documentTypeId, (type) => type.extension),
    documentCategoryId,
    documentCategoryName: nameOf(fakeDocumentCategories, documentCategoryId, (category) => category.name),
    documentSubjectId,
    documentSubjectName: nameOf(fakeDocumentSubjects, documentSubjectId, (subject) => subject.name),
    description: upload.description || null,
    ...(upload.file && { name: upload.file.name, size: upload.file.size }),
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
}

/** The choices the list's filter and the form offer, and the server's size limit. */
export const documentLookupRoutes: FakeRoutes = {
  [routeKey(documentTypesEndpoints.list)]: () => fakeDocumentTypes,
  [routeKey(documentTypesEndpoints.categories)]: () => fakeDocumentCategories,
  [routeKey(documentTypesEndpoints.subjects)]: () => fakeDocumentSubjects,
  [routeKey(customersEndpoints.options)]: () => fakeCustomerOptions,
  [routeKey(documentsEndpoints.limits)]: () => ({ maxBytes: FAKE_MAX_BYTES }),
};

/** An upload that has sent `fraction` of its file and waits there, as a slow network would. */
export function stalledUpload(fraction: number) {
  return ({ body, onUploadProgress }: RequestOptions) => {
    const total = readMultipart(body).file?.size ?? 0;
    onUploadProgress?.({ loaded: Math.round(total * fraction), total });
    return new Promise<never>(() => undefined);
  };
}

/**
 * The documents register on a fake server: list, read, multipart create and update (reporting the upload's
 * progress as the real client does), delete, and the form's lookups and size limit.
 */
export function fakeDocumentsServer(documents: readonly CustomerDocument[] = fakeDocuments) {
  const register = fakeRegister<CustomerDocument>(DOCUMENTS_API, documents, completeDocument);
  const multipart =
    (handler: FakeRoutes[string] | undefined) =>
    ({ body, onUploadProgress, ...options }: RequestOptions) => {
      const received = readMultipart(body);
      const total = received.file?.size;
      if (total !== undefined) onUploadProgress?.({ loaded: total, total });
      return handler?.({ ...options, body: received });
    };
  const routes: FakeRoutes = { ...register.routes, ...documentLookupRoutes };
  for (const call of Object.keys(register.routes)) {
    if (call.startsWith('POST ') || call.startsWith('PUT ')) routes[call] = multipart(register.routes[call]);
  }
  return { ...register, routes };
}

/**
 * Drops `file` on the drop zone of the file input `input`, as a file dragged from the desktop lands. (A
 * test's own upload helpers fake the input's file list, which the form's data never sees.)
 */
export function dropOnZone(input: Element, file: File) {
  const zone = input.parentElement as HTMLElement;
  const data = new DataTransfer();
  data.items.add(file);
  zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }));
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}
