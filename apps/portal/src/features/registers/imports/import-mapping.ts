import {
  IMPORT_FIELDS,
  IMPORTABLE_KINDS,
  REQUIRED_IMPORT_FIELDS,
  type Import,
  type ImportableKind,
  type ImportField,
  type ImportKind,
  type ImportMapping,
} from '@dossel/api-client';

/** The kind, when its files can be imported (and so mapped) today. */
export const importableKind = (kind: ImportKind): ImportableKind | undefined =>
  IMPORTABLE_KINDS.find((known) => known === kind);

/** The fields a kind's columns map to, required ones first as the contract lists them. */
export const mappedFields = (kind: ImportableKind): readonly ImportField[] => IMPORT_FIELDS[kind];

export const isRequiredField = (kind: ImportableKind, field: ImportField) =>
  REQUIRED_IMPORT_FIELDS[kind].includes(field);

/**
 * The mapping the step starts from: for each field of the kind, the column the file was read with when
 * the file still has it, else none. A column the file lacks (a mapping remembered from another file) is
 * not offered, so it is not kept either.
 */
export function startingMapping(
  kind: ImportableKind,
  columns: readonly string[],
  read: ImportMapping | null,
): Record<ImportField, string | null> {
  const known = new Set(columns);
  return Object.fromEntries(
    mappedFields(kind).map((field) => {
      const column = read?.[field] ?? null;
      return [field, column !== null && known.has(column) ? column : null];
    }),
  ) as Record<ImportField, string | null>;
}

/** The required fields without a column: the step cannot read the file again until each has one. */
export const missingFields = (kind: ImportableKind, mapping: Partial<Record<ImportField, string | null>>) =>
  REQUIRED_IMPORT_FIELDS[kind].filter((field) => !mapping[field]);

/** Whether the import's file has columns to map, and the import may be read again with others. */
export const canRemap = (item: Import) =>
  (item.status === 'ready' || item.status === 'invalid') &&
  importableKind(item.kind) !== undefined &&
  (item.counts?.columns.length ?? 0) > 0;
