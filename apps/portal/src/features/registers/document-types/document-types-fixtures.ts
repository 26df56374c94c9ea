// Fixtures of the document types' stories and tests.
import { documentTypesEndpoints } from '@dossel/api-client';
import type { DocumentType } from '@dossel/api-client';

import { fakeRegister } from '../../../testing/fake-register';

export const DOCUMENT_TYPES_API = documentTypesEndpoints.list.path;

export const fakeDocumentTypes: DocumentType[] = [
  { id: 1, description: 'Relatório técnico', extension: 'pdf', version: 1 },
  { id: 2, description: 'Planilha de inventário', extension: 'csv', version: 1 },
  { id: 3, description: 'Mapa de talhões', extension: 'kml', version: 1 },
];

export const fakeDocumentTypesRegister = (types: readonly DocumentType[] = fakeDocumentTypes) =>
  fakeRegister(DOCUMENT_TYPES_API, types);
