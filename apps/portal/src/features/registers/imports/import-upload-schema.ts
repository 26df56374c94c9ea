import {
  DATED_IMPORT_KINDS,
  IMPORT_EXTENSIONS,
  IMPORTABLE_KINDS,
  importFieldsSchema,
  type ImportableKind,
  type ImportFields,
} from '@dossel/api-client';
import * as z from 'zod/mini';

/** The message key of a file whose extension the chosen kind does not take. */
export const WRONG_EXTENSION = 'registers.imports.upload.wrongExtension';

const kindOf = (value: unknown): ImportableKind | undefined => {
  const kind = (value as { kind?: unknown } | undefined)?.kind;
  return IMPORTABLE_KINDS.find((known) => known === kind);
};

/** The file's extension, lower case, without the dot ('' when it has none). */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * What the contract says of the monitoring date (`validation.required`, `.invalid`, `.futureDate`), or
 * nothing. The contract checks the date only once the customer is valid too; a form says it as soon as
 * the date is left, so the contract is asked with a stand-in customer and only its date's word is kept.
 */
function dateMessage(value: unknown): string | undefined {
  const kind = kindOf(value);
  if (kind === undefined) return undefined;
  const { monitoring_date } = value as { monitoring_date?: unknown };
  const result = importFieldsSchema.safeParse({ customer_id: 1, kind, monitoring_date });
  return result.error?.issues.find((issue) => issue.path[0] === 'monitoring_date')?.message;
}

/**
 * The new-import form's schema: the contract's fields (customer, kind, the monitoring date of weeds and
 * anomalies) and the file, which must have one of the kind's extensions (IMPORT_EXTENSIONS). The date
 * and the file's extension are checked as soon as the kind is known, whatever else is still missing.
 */
export const importUploadSchema = z
  .object({
    ...importFieldsSchema.shape,
    file: z.file({
      error: (issue) => (issue.input === undefined ? 'validation.fileRequired' : 'validation.invalid'),
    }),
  })
  .check(
    z.refine((value) => dateMessage(value) === undefined, {
      path: ['monitoring_date'],
      error: (issue) => dateMessage(issue.input) ?? 'validation.invalid',
      when: ({ value }) => kindOf(value) !== undefined,
    }),
    z.refine(({ kind, file }) => IMPORT_EXTENSIONS[kind].includes(extensionOf(file.name)), {
      path: ['file'],
      error: WRONG_EXTENSION,
      when: ({ value }) => kindOf(value) !== undefined && (value as { file?: unknown }).file instanceof File,
    }),
  );
export type ImportUploadValue = z.output<typeof importUploadSchema>;

/** The contract's fields of a checked form: the date only for the kinds that have one. */
export function uploadFields({ customer_id, kind, monitoring_date }: ImportUploadValue): ImportFields {
  return DATED_IMPORT_KINDS.includes(kind)
    ? { customer_id, kind, monitoring_date: monitoring_date?.trim() }
    : { customer_id, kind };
}

/** What the file input offers for a kind: '.tif,.tiff,.geojson,.json'. */
export const acceptOf = (kind: ImportableKind) => IMPORT_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
