// The entry of the reader thread (reader-pool.ts): piscina calls the default export with each task.
import { readImportFile } from './read-import-file';

export default readImportFile;
