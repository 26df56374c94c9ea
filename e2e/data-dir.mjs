import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The end-to-end server's data folder: one per port, known to the server and to the tests. */
export function e2eDataDir(port) {
  return join(tmpdir(), `dossel-e2e-${port}`);
}
