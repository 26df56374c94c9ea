import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { demoAccounts } from './db/seed';

function banner(port: number): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  const rows = demoAccounts.map(
    (account) => `  ${account.email.padEnd(width)}  ${account.password}  ${account.role}`,
  );
  return [
    '',
    `Dossel is running at http://localhost:${port}`,
    '',
    'Demo accounts:',
    `  ${'e-mail'.padEnd(width)}  ${'password'.padEnd(demoAccounts[0].password.length)}  role`,
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();
  const { seeded } = await prepareDatabase(app.db, config);
  if (seeded) app.log.info('demo data seeded');

  let closing = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app stops accepting connections, waits for requests in flight and destroys the database.
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const address = await app.listen({ port: config.port, host: config.host });
  // The port actually bound: PORT=0 asks the system for a free one.
  process.stdout.write(banner(Number(new URL(address).port)));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
