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
  const { seeded } = await prepareDatabase(app.db, { ...config, storage: app.documentStorage });
  if (seeded) app.log.info('demo data seeded');
  await app.jobs.start();

  let closing = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Past the grace, what still runs is cut short: a deployment waits for no instance forever (its
    // jobs run again elsewhere, decision 014).
    const deadline = setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown grace over: stopping with work in flight');
      process.exit(1);
    }, config.shutdownGraceMs);
    deadline.unref();
    // Closing stops taking connections (open ones get 503), lets requests in flight and running jobs
    // end, then closes the database's pool.
    await app.close();
    clearTimeout(deadline);
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
