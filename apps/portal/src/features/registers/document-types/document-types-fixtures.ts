// Fixtures of the document types' stories and tests.
import type { DocumentType } from '@dossel/api-client';

import { fakeRegister } from '../testing/fake-register';

export const DOCUMENT_TYPES_API = '/register/document-types';

export const fakeDocumentTypes: DocumentType[] = [
  { id: 1, description: 'Relatório técnico', extension: 'pdf' },
  { id: 2, description: 'Planilha de inventário', extension: 'csv' },
  { id: 3, description: 'Mapa de talhões', extension: 'kml' },
];

export const fakeDocumentTypesRegister = (types: readonly DocumentType[] = fakeDocumentTypes) =>
  fakeRegister(DOCUMENT_TYPES_API, types);
