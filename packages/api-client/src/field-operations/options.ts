// The option lists of the field-operations cost group, as spec section 3 gives them. Values are stored
// and sent as written here (they are data, not interface text), so keep the spelling.

/** Operational item `unidade`. */
export const OPERATIONAL_ITEM_UNITS = ['hora', 'litros', 'diarias'] as const;
export type OperationalItemUnit = (typeof OPERATIONAL_ITEM_UNITS)[number];

/** Operational item `categoria` ("Máquinário" with the spec's accent). */
export const OPERATIONAL_ITEM_CATEGORIES = ['Máquinário', 'Combustível', 'Hora/homem'] as const;
export type OperationalItemCategory = (typeof OPERATIONAL_ITEM_CATEGORIES)[number];

/** Supply `unidade`. */
export const SUPPLY_UNITS = [
  'Kg',
  'g',
  'L',
  'mL',
  'pc',
  'cx',
  'pct',
  'rolo',
  'saco',
  'tambor',
  'fardo',
  'conj',
  'par',
  'gal',
  'ton',
  'barril',
  'un',
] as const;
export type SupplyUnit = (typeof SUPPLY_UNITS)[number];

/** Operation groups: `grupo` of supplies, third-party costs and operation records. */
export const OPERATION_GROUPS = [
  'Fertilização',
  'Matocompetição',
  'Proteção',
  'Condução brotação',
  'Plantio',
  'Pulverização aérea',
  'Preparo solo',
] as const;
export type OperationGroup = (typeof OPERATION_GROUPS)[number];

/** Third party `vinculo`. */
export const LINK_TYPES = ['Colaborador', 'Terceirizado'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Operation record `execucao`. */
export const EXECUTION_TYPES = ['Próprio', 'Terceiro'] as const;
export type ExecutionType = (typeof EXECUTION_TYPES)[number];

/** `tipo_custo` of operation records and `custo_padrao` of third-party costs. */
export const COST_TYPES = ['Custo por diária', 'Custo por ha', 'Custo por hora'] as const;
export type CostType = (typeof COST_TYPES)[number];
export const COST_PER_DAY: CostType = 'Custo por diária';
export const COST_PER_HA: CostType = 'Custo por ha';
export const COST_PER_HOUR: CostType = 'Custo por hora';

/** Field note infestation. */
export const INFESTATION_LEVELS = ['Pouca', 'Razoável', 'Muita'] as const;
export type InfestationLevel = (typeof INFESTATION_LEVELS)[number];

/** Field note pattern. */
export const INFESTATION_PATTERNS = ['Localizado', 'Sistemático'] as const;
export type InfestationPattern = (typeof INFESTATION_PATTERNS)[number];

/** Field note types: 1 'Tipo de combate', 2 'Análise de infestação' (the UI translates the names). */
export const FIELD_NOTE_TYPES = [1, 2] as const;
export type FieldNoteType = (typeof FIELD_NOTE_TYPES)[number];
export const FIELD_NOTE_COMBAT = 1 satisfies FieldNoteType;
export const FIELD_NOTE_INFESTATION_ANALYSIS = 2 satisfies FieldNoteType;

/** Spec section 9: minimum cost 0.01, minimum number of days 1. */
export const MIN_COST = 0.01;
export const MIN_AREA = 0.01;
export const MIN_DAYS = 1;

/** Pages of the operations list: 20 rows unless asked, at most 100. */
export const OPERATIONS_PAGE_SIZE = 20;
export const OPERATIONS_PAGE_SIZE_MAX = 100;
