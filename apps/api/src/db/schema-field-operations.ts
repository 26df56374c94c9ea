/** The tables of the field-operations area, merged into `Database` (db/schema.ts). Same column rules apply. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the area's tables arrive
export interface FieldOperationTables {}
