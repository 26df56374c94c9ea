import type { Readable } from 'node:stream';

import type { Language } from '@dossel/api-client';
import { ZipFile } from 'yazl';

import type { StoredDocument } from '../../repositories/registers/documents';
import { isCompressed, uniqueNames } from './document-files';

/** The words of a ZIP's read-me, in the language the request asked for. */
const README_TEXTS: Record<
  Language,
  { file: string; zip: string; title: string; customer: string; madeAt: string; documents: string }
> = {
  'pt-BR': {
    file: 'LEIA-ME.txt',
    zip: 'documentos',
    title: 'Dossel — documentos baixados',
    customer: 'Cliente',
    madeAt: 'Gerado em',
    documents: 'Documentos',
  },
  'en-US': {
    file: 'READ-ME.txt',
    zip: 'documents',
    title: 'Dossel — downloaded documents',
    customer: 'Customer',
    madeAt: 'Made on',
    documents: 'Documents',
  },
  es: {
    file: 'LEAME.txt',
    zip: 'documentos',
    title: 'Dossel — documentos descargados',
    customer: 'Cliente',
    madeAt: 'Generado el',
    documents: 'Documentos',
  },
};

/**
 * What a ZIP holds, so it explains itself once away from the portal: the customer, each document with its
 * type, category, subject and date, and when the ZIP was made. A BOM lets every text editor see UTF-8.
 */
function readMe(
  language: Language,
  documents: readonly StoredDocument[],
  names: readonly string[],
  now: Date,
) {
  const texts = README_TEXTS[language];
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(value));
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(now);
  const customers = [...new Set(documents.map((document) => document.customerName))].join(', ');
  const lines = [
    texts.title,
    '',
    `${texts.customer}: ${customers}`,
    `${texts.madeAt}: ${date(now)} ${time} (UTC)`,
    '',
    `${texts.documents} (${documents.length}):`,
    ...documents.map(
      (document, index) =>
        `- ${names[index]} — ${document.documentTypeDescription} / ${document.documentCategoryName} / ` +
        `${document.documentSubjectName} — ${date(document.createdAt)}`,
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The documents as one ZIP, streamed as it is made (spec section 9), with a read-me in the request's
 * language; `contents` are the documents' open files, in the same order. Names that repeat get a number.
 */
export function documentsZip(
  documents: readonly StoredDocument[],
  contents: readonly Readable[],
  language: Language,
  now: Date,
): { fileName: string; stream: Readable } {
  const texts = README_TEXTS[language];
  const zip = new ZipFile();
  // The read-me's name joins the others, so a document called like it cannot take its place.
  const names = uniqueNames([...documents.map((document) => document.name), texts.file]);
  documents.forEach((document, index) => {
    zip.addReadStream(contents[index] as Readable, names[index] as string, {
      mtime: new Date(document.updatedAt),
      compress: !isCompressed(document.name),
    });
  });
  zip.addBuffer(readMe(language, documents, names, now), names[documents.length] as string, { mtime: now });
  zip.end();
  return {
    fileName: `${texts.zip}-${now.toISOString().slice(0, 10)}.zip`,
    stream: zip.outputStream as Readable,
  };
}
