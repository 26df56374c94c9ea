// `pnpm dossel <command>`: the server's maintenance commands, reading the configuration as the server does.
import { runCli } from './run-cli';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: process.stdout,
  err: process.stderr,
});
