/** Where a command writes, and the environment it reads its configuration from (tests pass their own). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

/** One subcommand of `pnpm dossel`, e.g. `storage migrate`. */
export interface Command {
  /** The words that call it: `['storage', 'migrate']`. */
  words: readonly string[];
  /** One line for the usage text. */
  summary: string;
  /** Runs with the arguments after its words; resolves to the process's exit code. */
  run(args: readonly string[], io: CliIo): Promise<number>;
}
