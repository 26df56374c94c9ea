// The CSV builder and the browser download of a file: the portal's report screens and the widgets
// (BenchmarkingTable) export through the same code.
export { fileSlug, toCsv, type CsvAbout, type CsvColumn } from './csv';
export { saveFile } from './save-file';
