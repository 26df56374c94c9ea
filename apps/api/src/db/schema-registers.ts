import type { Generated, Insertable } from 'kysely';

/** The tables of the registers area, merged into `Database` (db/schema.ts). Same column rules apply. */
export interface RegisterTables {
  customer_labels: CustomerLabelsTable;
  document_types: DocumentTypesTable;
  document_categories: LookupTable;
  document_subjects: LookupTable;
  documents: DocumentsTable;
  benchmarking_history: BenchmarkingHistoryTable;
}

// Migration 0004 adds these columns to the customers table of the sign-in slice.
declare module './schema' {
  interface CustomersTable {
    /** "Code in base": the customer's id in the provider's other systems. */
    code: string | null;
    /** `YYYY-MM-DD`. */
    contract_expiration: string | null;
  }
}

/** One word of a customer's label dictionary; a field without a row has no word of its own. */
export interface CustomerLabelsTable {
  customer_id: number;
  field: string;
  label: string;
}

export interface DocumentTypesTable {
  id: Generated<number>;
  description: string;
  /** Lower case, without the dot. */
  extension: string;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface LookupTable {
  id: Generated<number>;
  name: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  /** The customer the document belongs to: only users linked to it (and staff) see it. */
  customer_id: number;
  document_type_id: number;
  document_category_id: number;
  document_subject_id: number;
  /** The uploaded file's name, made safe. */
  name: string;
  description: string | null;
  /** The file in the document storage: its sha256, so equal files are stored once. */
  storage_key: string;
  size: number;
  content_type: string;
  created_at: string;
  updated_at: string;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface BenchmarkingHistoryTable {
  id: Generated<number>;
  customer_id: number;
  /** `YYYY-MM-DD`. */
  data: string;
  ima7: number | null;
  performance: number | null;
  impacto_clima: number | null;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export type NewDocument = Insertable<DocumentsTable>;
export type NewBenchmarking = Insertable<BenchmarkingHistoryTable>;
