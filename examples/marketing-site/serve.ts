// Serves the marketing-site example on its own origin, apart from the portal: the plain HTML page (`/`)
// with the standalone widgets from `packages/portal-widgets/dist/standalone/`, and the React page
// (`/react.html`) built on the fly by Vite from the packages' sources.
//   PORTAL_URL  where the portal and its API answer (default http://localhost:8080); the portal must
//               list this site in CORS_ORIGINS.
//   PORT        this site's port (default 5180).
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';

import { workspaceAliases } from '../../tooling/workspace-aliases';

const siteDir = fileURLToPath(new URL('site/', import.meta.url));
const widgetsDir = fileURLToPath(new URL('../../packages/portal-widgets/dist/standalone/', import.meta.url));
const portalUrl = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const port = Number(process.env.PORT ?? 5180);

if (!existsSync(join(widgetsDir, 'dossel-login-box.js'))) {
  console.error('The standalone widgets are not built: run `pnpm build` first.');
  process.exit(1);
}

const vite = await createViteServer({
  root: siteDir,
  configFile: false,
  appType: 'mpa',
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  define: { 'import.meta.env.VITE_PORTAL_URL': JSON.stringify(portalUrl) },
  server: { middlewareMode: true, hmr: false },
});

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  // The plain page names the portal through a placeholder, as a CMS template would.
  if (path === '/' || path === '/index.html') {
    const html = await readFile(join(siteDir, 'index.html'), 'utf8');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html.replaceAll('%PORTAL_URL%', portalUrl));
    return;
  }
  const widget = /^\/widgets\/(dossel-[\w-]+\.js)$/.exec(path)?.[1];
  if (widget && existsSync(join(widgetsDir, widget))) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    createReadStream(join(widgetsDir, widget)).pipe(response);
    return;
  }
  // Everything else (the stylesheet, the React page and its modules) through Vite.
  vite.middlewares(request, response, () => response.writeHead(404).end());
});

server.listen(port, () => {
  console.info(
    `Marketing site example at http://localhost:${port}/ (React page: /react.html), portal ${portalUrl}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void vite.close().then(() => process.exit(0));
  });
