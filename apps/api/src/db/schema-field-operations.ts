import type { Generated, Insertable } from 'kysely';

/** The tables of the field-operations area, merged into `Database` (db/schema.ts). Same column rules apply. */
export interface FieldOperationTables {
  operational_items: OperationalItemsTable;
  supplies: SuppliesTable;
  third_parties: ThirdPartiesTable;
  third_party_costs: ThirdPartyCostsTable;
  operations: OperationsTable;
  field_notes: FieldNotesTable;
  field_note_photos: FieldNotePhotosTable;
}

/** Option-list columns hold the spec's values as written (api-client's field-operations/options.ts). */
export interface OperationalItemsTable {
  id: Generated<number>;
  customer_id: number;
  item: string;
  unidade: string;
  custo_atual: number;
  categoria: string;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface SuppliesTable {
  id: Generated<number>;
  customer_id: number;
  insumo: string;
  unidade: string;
  grupo: string;
  custo_atual: number;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface ThirdPartiesTable {
  id: Generated<number>;
  customer_id: number;
  nome: string;
  documento: string;
  email: string;
  telefone: string;
  vinculo: string;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

/** A cost of a third party; it belongs to the third party's customer. */
export interface ThirdPartyCostsTable {
  id: Generated<number>;
  third_party_id: number;
  nome: string;
  grupo: string;
  custo_padrao: string;
  custo_diaria: number | null;
  custo_ha: number | null;
  custo_hora: number | null;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface OperationsTable {
  id: Generated<number>;
  customer_id: number;
  /** `YYYY-MM-DD`. */
  data: string;
  /** An operational item of the same customer. */
  operacao_id: number;
  gloc1: string;
  gloc2: string;
  gloc3: string;
  gloc4: string;
  gloc5: string;
  execucao: string;
  /** A third party of the same customer. */
  prestador_id: number | null;
  grupo: string;
  area_executada: number;
  tipo_custo: string;
  custo_hora: number | null;
  custo_ha: number | null;
  custo_diaria: number | null;
  num_diarias: number | null;
  num_horas: number | null;
  observacoes: string | null;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export interface FieldNotesTable {
  id: Generated<number>;
  customer_id: number;
  /** 1 'Tipo de combate', 2 'Análise de infestação'. */
  tipo: number;
  /** `YYYY-MM-DD`. */
  data: string;
  gloc1: string;
  gloc2: string;
  gloc3: string;
  gloc4: string;
  gloc5: string;
  infestacao: string | null;
  padrao: string | null;
  observacoes: string | null;
  /** The device's key of the note (a UUID), unique per customer; null for notes from before (migration 0018). */
  client_key: string | null;
  /** Where the device was, WGS84 degrees, and its accuracy in metres. */
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  /** An active plot of the same customer when the note was saved. */
  plot_id: number | null;
  /** ISO 8601 by the device's clock, with its offset. */
  recorded_at: string | null;
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

/** A photo of a field note (migration 0018); its bytes and its thumbnail's are in the document storage. */
export interface FieldNotePhotosTable {
  id: Generated<number>;
  customer_id: number;
  note_id: number;
  /** The device's key of the photo, unique per note: an upload sent again is found, not stored twice. */
  client_key: string;
  /** Content-addressed keys of the document storage (sha256 of the bytes). */
  storage_key: string;
  thumb_key: string;
  /** `image/jpeg` or `image/webp`, read from the bytes. */
  content_type: string;
  thumb_content_type: string;
  /** Size of the photo in bytes. */
  bytes: number;
  width: number;
  height: number;
  /** ISO 8601 by the device's clock. */
  taken_at: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

export type NewOperationalItem = Insertable<OperationalItemsTable>;
export type NewSupply = Insertable<SuppliesTable>;
export type NewThirdParty = Insertable<ThirdPartiesTable>;
export type NewThirdPartyCost = Insertable<ThirdPartyCostsTable>;
export type NewOperation = Insertable<OperationsTable>;
export type NewFieldNote = Insertable<FieldNotesTable>;
