// `npm start`: installs what is missing, builds, and serves the portal and the API on one origin.
// The server itself creates and migrates the SQLite database under ./data and seeds it on first start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { ensurePnpm, installAndBuild, log, root } from './lib/setup.mjs';

installAndBuild(ensurePnpm());

log('starting Dossel');
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    DATA_DIR: join(root, 'data'),
    PORTAL_DIST: join(root, 'apps/portal/dist'),
    ...process.env,
  },
});

// Ctrl-C reaches the server too (same process group); forward the signal when it came another way.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
