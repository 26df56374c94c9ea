import type { ImportKind, ImportProblemCode, ImportSource, ImportStatus } from '@dossel/api-client';
import type { Generated } from 'kysely';

/** The imports' tables (migration 0014), merged into `Database` (db/schema.ts). */
export interface ImportTables {
  imports: ImportsTable;
  import_problems: ImportProblemsTable;
  import_mappings: ImportMappingsTable;
  import_staged: ImportDataTable;
  import_replaced: ImportDataTable;
}

/** One file imported for a customer (issue 15). Times are ISO 8601; JSON as text. */
export interface ImportsTable {
  id: Generated<number>;
  customer_id: number;
  kind: ImportKind;
  /** The monitoring date of a weeds or anomalies import; null for the other kinds. */
  monitoring_date: string | null;
  source: ImportSource;
  status: ImportStatus;
  /** The file's name as uploaded, made safe. */
  file_name: string;
  file_size: number;
  /** Where the document storage keeps the uploaded file (folder or bucket). */
  storage_key: string;
  /** JSON: the file's column for each field of the kind, as used to read it. */
  mapping: string | null;
  /** JSON: what the file holds and what it changes (features read, plots added, hectares…). */
  counts: string | null;
  /** Why a failed import failed: a problem code, and its params as JSON. */
  failure_code: ImportProblemCode | null;
  failure_params: string | null;
  /** Problems found in all; at most `IMPORT_PROBLEMS_KEPT` of them are kept. */
  problem_count: Generated<number>;
  created_by_name: string;
  created_at: string;
  /** When it was refused, became ready, or failed. */
  finished_at: string | null;
  progress_done: Generated<number>;
  progress_total: number | null;
  published_at: string | null;
  published_by_name: string | null;
  rolled_back_at: string | null;
  rolled_back_by_name: string | null;
}

/**
 * Rows of an import as JSON, in order (`seq` from 1): in `import_staged` what publishing would write (a plot,
 * a plot's grid); in `import_replaced` what its publication replaced, for the rollback.
 */
export interface ImportDataTable {
  import_id: number;
  seq: number;
  data: string;
}

/** A problem of an import, in the order it was found (`seq` from 1). */
export interface ImportProblemsTable {
  import_id: number;
  seq: number;
  item: number | null;
  field: string | null;
  code: ImportProblemCode;
  /** JSON of the text's params. */
  params: string | null;
}

/** The last mapping of a customer and kind, offered for the next file of that kind. */
export interface ImportMappingsTable {
  customer_id: number;
  kind: ImportKind;
  mapping: string;
  updated_at: string;
}
