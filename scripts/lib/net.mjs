// Small network probes shared by the scripts that find or start the test services.
import { createConnection, createServer } from 'node:net';

const DEFAULT_PORTS = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379 };

/** True when something listens at the URL's host and port (the protocol's usual port when none). */
export function reachable(url) {
  const { hostname, port, protocol } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || DEFAULT_PORTS[protocol]) });
    socket.setTimeout(2000);
    const settle = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

/** A TCP port nobody listens on right now, for a server of our own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
