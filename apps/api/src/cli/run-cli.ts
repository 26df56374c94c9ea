import type { CliIo, Command } from './command';
import { importCommand } from './import';
import { storageMigrate } from './storage-migrate';

/** Every subcommand; the usage text lists them in this order. */
export const COMMANDS: readonly Command[] = [storageMigrate, importCommand];

/** Exit code of a call that does not name a command (as most tools answer a usage mistake). */
export const USAGE_EXIT_CODE = 2;

export function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => command.words.join(' ').length));
  return [
    'Usage: pnpm dossel <command>',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.words.join(' ').padEnd(width)}  ${command.summary}`),
    '',
    'storage migrate reads the configuration from the environment, as the server does (README: Configuration);',
    'import talks to a running server with an API key (pnpm dossel import --help).',
    '',
  ].join('\n');
}

/** Finds the command that the arguments name and runs it; resolves to the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help' || args[0] === '-h') {
    (args.length === 0 ? io.err : io.out).write(usage());
    return args.length === 0 ? USAGE_EXIT_CODE : 0;
  }
  const command = COMMANDS.find((candidate) => candidate.words.every((word, index) => args[index] === word));
  if (!command) {
    io.err.write(`Unknown command: ${args.join(' ')}\n\n${usage()}`);
    return USAGE_EXIT_CODE;
  }
  return command.run(args.slice(command.words.length), io);
}
