import { randomUUID } from 'node:crypto';

import {
  apiErrorBodySchema,
  ApiError,
  createCoreClient,
  type Language,
  type Request,
  type RequestOptions,
} from '@dossel/api-client';

/** How big each read of a file is while it streams out. */
const CHUNK_BYTES = 256 * 1024;

export interface CliRequestOptions {
  /** The server, e.g. `https://portal.example.com` (`/api` is added). */
  url: string;
  /** The API key, sent as `Authorization: Bearer dsk_…`. */
  key: string;
  /** The language of the server's refusals (Accept-Language). */
  language: Language;
  fetch?: typeof globalThis.fetch;
}

const encoder = new TextEncoder();

/** A field name or file name inside a multipart header, as browsers write it. */
const quoted = (value: string) =>
  value.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/**
 * A multipart body that streams its files from where they are (a file-backed Blob from `fs.openAsBlob`
 * stays on disk) and counts the bytes as they go, with its exact length so the server knows the size.
 */
function multipartStream(form: FormData, onBytes: (sent: number) => void) {
  const boundary = `----dossel-${randomUUID()}`;
  const parts: (Uint8Array | Blob)[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
        ),
      );
      continue;
    }
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(value.name)}"\r\n` +
          `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      value,
      encoder.encode('\r\n'),
    );
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const length = parts.reduce((sum, part) => sum + (part instanceof Blob ? part.size : part.byteLength), 0);

  async function* chunks(): AsyncGenerator<Uint8Array> {
    let sent = 0;
    for (const part of parts) {
      if (!(part instanceof Blob)) {
        yield part;
        continue;
      }
      for (let start = 0; start < part.size; start += CHUNK_BYTES) {
        const chunk = new Uint8Array(await part.slice(start, start + CHUNK_BYTES).arrayBuffer());
        yield chunk;
        sent += chunk.byteLength;
        onBytes(sent);
      }
    }
  }
  const iterator = chunks();
  // Pulled as the connection takes it: at most a chunk or two of the file is in memory at a time.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return {
    body,
    length,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The answer's JSON, or an `ApiError` with the API's reasons, as the contract's request answers. */
async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (response.ok) return data as T;
  const parsed = apiErrorBodySchema.safeParse(data);
  throw new ApiError(
    response.status,
    parsed.success
      ? parsed.data
      : [{ message: `HTTP ${response.status}`, code: 'transport.badStatus', field: null }],
  );
}

/**
 * The contract's `request` for a script on Node: calls go through the contract's own client with the API key
 * and language, except an upload that wants its progress, which is sent here as a stream (the contract's
 * upload path is the browser's XMLHttpRequest) — the file is read from disk as it goes, never held whole.
 */
export function createCliRequest({
  url,
  key,
  language,
  fetch = globalThis.fetch,
}: CliRequestOptions): Request {
  const baseURL = `${url.replace(/\/+$/, '')}/api`;
  const plain = createCoreClient({ baseURL, getToken: () => key, locale: () => language, fetch }).request;
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { onUploadProgress, body } = options;
    if (!onUploadProgress || !(body instanceof FormData)) return plain<T>(path, options);
    const multipart = multipartStream(body, (loaded) => onUploadProgress({ loaded, total: null }));
    const total = multipart.length;
    let response: Response;
    try {
      response = await fetch(`${baseURL}/${path.replace(/^\/+/, '')}`, {
        method: options.method ?? 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'accept-language': language,
          'content-type': multipart.contentType,
          'content-length': String(total),
        },
        body: multipart.body,
        signal: options.signal,
        // A streamed request body: Node's fetch sends it as it is read.
        duplex: 'half',
      } as RequestInit);
    } catch (error) {
      throw new ApiError(0, [
        {
          message: error instanceof Error ? error.message : String(error),
          code: 'transport.network',
          field: null,
        },
      ]);
    }
    onUploadProgress({ loaded: total, total });
    return answerOf<T>(response);
  };
}
