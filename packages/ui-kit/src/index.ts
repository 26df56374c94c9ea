// The package's public entry. Mantine's styles are imported here so the build emits dist/index.css.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

export { dosselCssVariablesResolver, dosselTheme } from './theme/theme';
export {
  DosselThemeProvider,
  TOAST_AUTO_CLOSE_MS,
  type DosselThemeProviderProps,
} from './theme/dossel-theme-provider';
export { showToast, type ToastKind, type ToastOptions } from './toast/show-toast';
export { LoadingScreen, type LoadingScreenProps } from './loading-screen';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  DATA_TABLE_PAGE_SIZE,
  DataTable,
  dataTableTexts,
  sortRows,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
  type DataTableTexts,
  type Translate,
} from './data-table';
export { preloadable } from './preloadable/preloadable';
export { fileSlug, saveFile, toCsv, type CsvAbout, type CsvColumn } from './csv';
export { uiKitMessages } from './messages';
