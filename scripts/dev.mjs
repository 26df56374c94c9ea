// `pnpm dev`: the API with reload on change (port 8080) and the portal's Vite dev server (port 5173,
// proxying /api to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { root } from './lib/setup.mjs';

const children = [
  spawn('pnpm', ['--filter', '@dossel/api', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { DATA_DIR: join(root, 'data'), ...process.env },
  }),
  spawn('pnpm', ['--filter', '@dossel/portal', 'dev'], { cwd: root, stdio: 'inherit' }),
];

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) child.on('exit', () => stopAll('SIGTERM'));
