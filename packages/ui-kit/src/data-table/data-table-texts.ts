/**
 * A translate function as i18next's `t` is: ui-kit takes one instead of depending on i18next, and its
 * keys live in ui-kit's locales (`dataTable.*`), which every Dossel i18n instance holds.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Every text a DataTable shows or says to assistive technology, already translated. */
export interface DataTableTexts {
  search: string;
  /** When the list has no rows at all. */
  empty: string;
  /** When the search leaves no row. */
  noMatch: string;
  loading: string;
  actions: string;
  edit: (row: string) => string;
  delete: (row: string) => string;
  range: (from: number, to: number, total: number) => string;
  page: (page: number) => string;
  first: string;
  previous: string;
  next: string;
  last: string;
  confirmDeleteTitle: string;
  confirmDeleteMessage: string;
  confirmDelete: string;
  cancel: string;
}

/** The texts of a DataTable in the language of `t`. */
export function dataTableTexts(t: Translate): DataTableTexts {
  return {
    search: t('dataTable.search'),
    empty: t('dataTable.empty'),
    noMatch: t('dataTable.noMatch'),
    loading: t('common.loading'),
    actions: t('dataTable.actions'),
    edit: (row) => t('dataTable.edit', { row }),
    delete: (row) => t('dataTable.delete', { row }),
    range: (from, to, total) => t('dataTable.pagination.range', { from, to, total }),
    page: (page) => t('dataTable.pagination.page', { page }),
    first: t('dataTable.pagination.first'),
    previous: t('dataTable.pagination.previous'),
    next: t('dataTable.pagination.next'),
    last: t('dataTable.pagination.last'),
    confirmDeleteTitle: t('dataTable.confirmDelete.title'),
    confirmDeleteMessage: t('dataTable.confirmDelete.message'),
    confirmDelete: t('dataTable.confirmDelete.confirm'),
    cancel: t('common.actions.cancel'),
  };
}
