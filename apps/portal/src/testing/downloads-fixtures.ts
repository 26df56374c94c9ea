// Fixtures of the downloads screen's stories and tests: a fake server's documents and lookups.
import { documentTypesEndpoints, documentsEndpoints, routeKey } from '@dossel/api-client';
import type { CustomerDocument, DocumentLookupItem, DocumentType } from '@dossel/api-client';
import { fakeDocumentList, type FakeRoutes } from '@dossel/api-client/testing';

export const fakeDocumentTypes: DocumentType[] = [
  { id: 1, description: 'Relatório PDF', extension: 'pdf', version: 1 },
  { id: 2, description: 'Planilha CSV', extension: 'csv', version: 1 },
];
export const fakeCategories: DocumentLookupItem[] = [
  { id: 1, name: 'Relatórios técnicos' },
  { id: 4, name: 'Planilha de dados' },
];
export const fakeSubjects: DocumentLookupItem[] = [
  { id: 3, name: 'Monitoramento' },
  { id: 8, name: 'Inventário florestal' },
];

const storedOn = (id: number) => new Date(Date.UTC(2026, 1, 12 - id, 12)).toISOString();

const customers: Record<number, string> = { 1: 'Reflorestadora Serra Azul', 2: 'Florestal Vale Verde' };

/**
 * A document of a customer; odd ids are PDF reports, even ids CSV spreadsheets. Document 1 was stored on
 * 2026-02-11 and each next id a day earlier, so the API's order (newest first) is the ids' order.
 */
export function fakeDocument(id: number, customerId = 1): CustomerDocument {
  const pdf = id % 2 === 1;
  const type = fakeDocumentTypes[pdf ? 0 : 1] as DocumentType;
  const category = fakeCategories[pdf ? 0 : 1] as DocumentLookupItem;
  const subject = fakeSubjects[pdf ? 0 : 1] as DocumentLookupItem;
  return {
    id,
    customerId,
    customerName: customers[customerId] ?? `Cliente ${customerId}`,
    documentTypeId: type.id,
    documentTypeDescription: type.description,
    extension: type.extension,
    documentCategoryId: category.id,
    documentCategoryName: category.name,
    documentSubjectId: subject.id,
    documentSubjectName: subject.name,
    name: pdf ? `relatorio-${id}-cliente-${customerId}.pdf` : `inventario-${id}-cliente-${customerId}.csv`,
    description: null,
    size: 2048 * id,
    createdAt: storedOn(id),
    updatedAt: storedOn(id),
    version: 1,
  };
}

/**
 * The calls of the screen, answered from `documents` as the API does (`fakeDocumentList`): by the query's
 * customer and filters, newest first.
 * `extra` adds or replaces routes (the downloads, usually).
 */
export function downloadsRoutes(documents: readonly CustomerDocument[], extra: FakeRoutes = {}): FakeRoutes {
  return {
    [routeKey(documentTypesEndpoints.list)]: () => fakeDocumentTypes,
    [routeKey(documentTypesEndpoints.categories)]: () => fakeCategories,
    [routeKey(documentTypesEndpoints.subjects)]: () => fakeSubjects,
    [routeKey(documentsEndpoints.list)]: ({ query }) => fakeDocumentList(documents, query),
    ...extra,
  };
}

/** A download that sends `sent` bytes of its file, then waits until `finish` is called. */
export function stalledDownload(sent: number) {
  let finish: () => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(sent));
      finish = () => controller.close();
    },
  });
  return { stream, finish: () => finish() };
}
