import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

import {
  createApiKeysApi,
  createImportsApi,
  DATED_IMPORT_KINDS,
  DEFAULT_LANGUAGE,
  IMPORTABLE_KINDS,
  importProblemText,
  isApiError,
  LANGUAGES,
  type Import,
  type ImportableKind,
  type ImportsApi,
  type ImportStatus,
  type Language,
  type Request,
  type UploadProgress,
} from '@dossel/api-client';

import type { CliIo, Command } from './command';
import { createCliRequest } from './http-request';

const HELP = `Usage: pnpm dossel import --customer <id> --kind <plots|weeds|anomalies> [--date YYYY-MM-DD] [--publish] <file>

Sends a file of the provider's data to a running Dossel server, as the portal's Imports screen does:
uploads it (streamed from disk, with its progress), waits while the server reads and checks it, prints
the problems found, and with --publish publishes it and waits until the customer's screens show it.

Options:
  --customer <id>   the customer's id — the number in the portal's address when the customer is open
                    under Registers → Customers (e.g. /customers/12 → 12) — or its code in base (the
                    Code field of that page, e.g. SA-0001; a code of digits alone is read as an id)
  --kind <kind>     plots, weeds or anomalies
  --date <date>     the monitoring date of a weeds or anomalies file, YYYY-MM-DD (required for those)
  --publish         publish the import once it is ready (else it waits for staff in the portal)
  --url <url>       the server's address, e.g. https://portal.example.com (or DOSSEL_URL)
  --key <key>       an API key with the imports scope, dsk_… (or DOSSEL_API_KEY; staff create keys
                    under Registers → API keys; a key scoped to one customer imports for that one only)
  --lang <lang>     the language of the problems and refusals: pt-BR (default), en-US or es
  -h, --help        this text

Exit codes: 0 ready (or published with --publish); 1 refused, invalid or failed; 2 a usage mistake.
`;

/** What `pnpm dossel import` was asked to do. */
export interface ImportArgs {
  /** The customer by its id, or by its code (looked up on the server). */
  customer: { id: number } | { code: string };
  kind: ImportableKind;
  date: string | undefined;
  publish: boolean;
  url: string;
  key: string;
  language: Language;
  file: string;
}

/** The arguments, or the usage mistake to print (with the help text) and exit 2 on. */
export type ParsedImportArgs =
  { ok: true; args: ImportArgs } | { ok: false; help: true } | { ok: false; error: string };

const isKind = (value: string): value is ImportableKind =>
  (IMPORTABLE_KINDS as readonly string[]).includes(value);
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Reads the command's arguments and environment (`DOSSEL_URL`, `DOSSEL_API_KEY`); files are not opened here. */
export function parseImportArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        customer: { type: 'string' },
        kind: { type: 'string' },
        date: { type: 'string' },
        publish: { type: 'boolean', default: false },
        url: { type: 'string' },
        key: { type: 'string' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, help: true };
  const fail = (error: string) => ({ ok: false, error }) as const;

  if (positionals.length !== 1) {
    return fail(
      positionals.length === 0
        ? 'Name the file to import.'
        : `One file at a time (got: ${positionals.join(' ')}).`,
    );
  }
  const customer = values.customer?.trim() ?? '';
  if (customer === '') return fail("--customer is required: the customer's id.");
  if (/^\d+$/.test(customer) && !/^[1-9]\d{0,8}$/.test(customer)) {
    return fail(`--customer ${customer} is no customer's id.`);
  }
  const kind = values.kind ?? '';
  if (!isKind(kind))
    return fail(`--kind must be one of ${IMPORTABLE_KINDS.join(', ')} (got: ${kind || 'nothing'}).`);
  const date = values.date?.trim();
  const dated = DATED_IMPORT_KINDS.includes(kind);
  if (dated && !date) return fail(`--date is required for ${kind}: the monitoring date, YYYY-MM-DD.`);
  if (!dated && date) return fail(`--date is only for ${DATED_IMPORT_KINDS.join(' and ')}.`);
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
    return fail(`--date must be a date as YYYY-MM-DD (got: ${date}).`);
  }
  const url = (values.url ?? env.DOSSEL_URL ?? '').trim();
  if (!url) return fail("Give the server's address with --url or DOSSEL_URL.");
  if (!/^https?:\/\/[^\s/]+/.test(url)) return fail(`--url must be an http(s) address (got: ${url}).`);
  const key = (values.key ?? env.DOSSEL_API_KEY ?? '').trim();
  if (!key)
    return fail(
      'Give an API key with --key or DOSSEL_API_KEY (staff create them under Registers → API keys).',
    );
  const language = values.lang ?? DEFAULT_LANGUAGE;
  if (!isLanguage(language)) return fail(`--lang must be one of ${LANGUAGES.join(', ')} (got: ${language}).`);

  return {
    ok: true,
    args: {
      customer: /^\d+$/.test(customer) ? { id: Number(customer) } : { code: customer },
      kind,
      date: dated ? date : undefined,
      publish: values.publish,
      url,
      key,
      language,
      file: positionals[0] ?? '',
    },
  };
}

/** Statuses an import waits in while the server works on it. */
const WORKING: readonly ImportStatus[] = ['queued', 'validating', 'publishing', 'rollingBack'];

const MB = 1024 * 1024;
/** A size as people read it: kB below a megabyte, MB above. */
const megabytes = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / MB).toFixed(1)} MB`;

/** How often the import is read again while the server works on it, in ms (tests shorten it). */
const pollInterval = (env: NodeJS.ProcessEnv) => {
  const given = Number(env.DOSSEL_IMPORT_POLL_MS);
  return Number.isFinite(given) && given > 0 ? given : 1000;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The progress lines of an upload: one per tenth of the file, then done. */
function uploadProgressPrinter(io: CliIo, size: number) {
  let shownTenth = -1;
  return ({ loaded }: UploadProgress) => {
    const tenth = size === 0 ? 10 : Math.min(10, Math.floor((loaded / size) * 10));
    if (tenth <= shownTenth) return;
    shownTenth = tenth;
    io.out.write(`  sent ${tenth * 10}% (${megabytes(Math.min(loaded, size))} of ${megabytes(size)})\n`);
  };
}

/** Reads the import again until the server is done with it, printing each change of status or progress. */
async function waitWhileWorking(
  imports: ImportsApi,
  first: Import,
  io: CliIo,
  every: number,
): Promise<Import> {
  let current = first;
  let shown = '';
  for (;;) {
    const progress =
      current.progress_total !== null && current.progress_total > 0
        ? ` ${Math.floor((current.progress_done / current.progress_total) * 100)}%`
        : '';
    const line = `  ${current.status}${progress}`;
    if (line !== shown) {
      io.out.write(`${line}\n`);
      shown = line;
    }
    if (!WORKING.includes(current.status)) return current;
    await sleep(every);
    current = await imports.get(current.id);
  }
}

/** What the import holds, in one line: items read, plots changed, hectares on the date. */
function countsLine(item: Import): string | null {
  const counts = item.counts;
  if (!counts) return null;
  const parts = [`${counts.items} read`];
  if (counts.plots) {
    const { added, changed, unchanged, retired } = counts.plots;
    parts.push(`plots: ${added} added, ${changed} changed, ${unchanged} unchanged, ${retired} retired`);
  }
  if (counts.grids) {
    const { plots, cellsOutside, monitoredHa, flaggedHa } = counts.grids;
    parts.push(
      `${plots} plots, ${monitoredHa.toFixed(2)} ha monitored, ${flaggedHa.toFixed(2)} ha flagged, ${cellsOutside} cells outside the plots`,
    );
  }
  return parts.join('; ');
}

async function printProblems(imports: ImportsApi, item: Import, io: CliIo, language: Language) {
  if (item.failure) {
    io.err.write(`Reason: ${importProblemText(language, item.failure.code, item.failure.params)}\n`);
  }
  if (item.problem_count === 0) return;
  const problems = await imports.problems(item.id);
  io.err.write(`Problems (${item.problem_count}):\n`);
  for (const problem of problems) {
    const where = [problem.item === null ? null : `#${problem.item}`, problem.field]
      .filter(Boolean)
      .join(' ');
    const text = importProblemText(language, problem.code, problem.params);
    io.err.write(`  ${where ? `${where}: ` : ''}${text}\n`);
  }
  if (item.problem_count > problems.length) {
    io.err.write(
      `  … and ${item.problem_count - problems.length} more (the server keeps the first ${problems.length})\n`,
    );
  }
}

/** Prints a refusal's reasons (already in the asked language) and answers exit code 1. */
function refused(error: unknown, io: CliIo): number {
  if (!isApiError(error)) throw error;
  const reasons = error.errors.map((item) => (item.field ? `${item.field}: ${item.message}` : item.message));
  io.err.write(
    `Refused (HTTP ${error.status || 'not reached'}):\n${reasons.map((reason) => `  ${reason}\n`).join('')}`,
  );
  return 1;
}

/** The customer's id: given, or found by its code among those the key may import for; null when not found. */
async function customerIdOf(args: ImportArgs, request: Request, io: CliIo): Promise<number | null> {
  if ('id' in args.customer) return args.customer.id;
  const { code } = args.customer;
  const found = await createApiKeysApi(request).importCustomers({ code });
  if (found.length === 1 && found[0]) return found[0].id;
  if (found.length === 0) {
    io.err.write(`No customer has the code ${code} (among those this key may import for).\n`);
  } else {
    const names = found.map((customer) => `${customer.id} ${customer.name}`).join(', ');
    io.err.write(`More than one customer has the code ${code}: give the id instead (${names}).\n`);
  }
  return null;
}

/** Runs an import as parsed; resolves to the exit code. */
export async function runImport(args: ImportArgs, io: CliIo): Promise<number> {
  let size: number;
  try {
    const info = await stat(args.file);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch {
    io.err.write(`Cannot read ${args.file}: no such file.\n`);
    return 2;
  }
  const request = createCliRequest({ url: args.url, key: args.key, language: args.language });
  const imports = createImportsApi(request);
  const every = pollInterval(io.env);
  const name = basename(args.file);
  try {
    const customerId = await customerIdOf(args, request, io);
    if (customerId === null) return 1;
    io.out.write(
      `Uploading ${name} (${megabytes(size)}) to ${args.url}: ${args.kind} of customer ${customerId}${args.date ? ` on ${args.date}` : ''}\n`,
    );
    // File-backed: the bytes are read from disk as they go out.
    const blob = await openAsBlob(args.file);
    const uploaded = await imports.upload(
      { customer_id: customerId, kind: args.kind, monitoring_date: args.date, source: 'cli' },
      { blob, name },
      uploadProgressPrinter(io, size),
    );
    io.out.write(`Import ${uploaded.id} created; the server reads it:\n`);
    const read = await waitWhileWorking(imports, uploaded, io, every);
    const counts = countsLine(read);
    if (counts) io.out.write(`  ${counts}\n`);
    await printProblems(imports, read, io, args.language);
    if (read.status !== 'ready') {
      io.err.write(`Import ${read.id} is ${read.status}: nothing was published.\n`);
      return 1;
    }
    if (!args.publish) {
      io.out.write(
        `Import ${read.id} is ready: preview and publish it in the portal, or run again with --publish.\n`,
      );
      return 0;
    }
    io.out.write(`Publishing import ${read.id}:\n`);
    const published = await waitWhileWorking(imports, await imports.publish(read.id), io, every);
    if (published.status !== 'published') {
      await printProblems(imports, published, io, args.language);
      io.err.write(`Import ${published.id} is ${published.status}: it was not published.\n`);
      return 1;
    }
    io.out.write(`Import ${published.id} is published: the customer's screens show it.\n`);
    return 0;
  } catch (error) {
    return refused(error, io);
  }
}

/** `pnpm dossel import`: a file of the provider's data sent to a running server with an API key (issue 15). */
export const importCommand: Command = {
  words: ['import'],
  summary: 'send a plots, weeds or anomalies file to a running server with an API key (--help)',
  async run(argv, io) {
    const parsed = parseImportArgs(argv, io.env);
    if (!parsed.ok) {
      if ('help' in parsed) {
        io.out.write(HELP);
        return 0;
      }
      io.err.write(`${parsed.error}\n\n${HELP}`);
      return 2;
    }
    return runImport(parsed.args, io);
  },
};
