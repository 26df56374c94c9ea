import type { Generated, Insertable } from 'kysely';

/** The tables of the field-operations area, merged into `Database` (db/schema.ts). Same column rules apply. */
export interface FieldOperationTables {
  operational_items: OperationalItemsTable;
  supplies: SuppliesTable;
  third_parties: ThirdPartiesTable;
  third_party_costs: ThirdPartyCostsTable;
  operations: OperationsTable;
  field_notes: FieldNotesTable;
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
  /** Raised by one at each accepted update; an update names the version it was read at (migration 0012). */
  version: Generated<number>;
}

export type NewOperationalItem = Insertable<OperationalItemsTable>;
export type NewSupply = Insertable<SuppliesTable>;
export type NewThirdParty = Insertable<ThirdPartiesTable>;
export type NewThirdPartyCost = Insertable<ThirdPartyCostsTable>;
export type NewOperation = Insertable<OperationsTable>;
export type NewFieldNote = Insertable<FieldNotesTable>;
