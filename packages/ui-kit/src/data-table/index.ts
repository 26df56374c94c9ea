export { DataTable, type DataTableProps } from './data-table';
export type { DataTableSelection } from './data-table-grid';
export type { DataTableColumn } from './data-table-column';
export { dataTableTexts, type DataTableTexts, type Translate } from './data-table-texts';
export { DATA_TABLE_PAGE_SIZE, sortRows, type DataTableSort } from './table-rows';
