import { apiErrorBodySchema } from './error-body';
import { ApiError } from './errors';

/** How far an upload is: bytes sent, and the body's size when the browser knows it. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

export type OnUploadProgress = (progress: UploadProgress) => void;

/** A file to upload, as a browser `File` or any Blob with a name. */
export interface UploadFile {
  blob: Blob;
  name: string;
}

/** A multipart body: the fields that have a value, then the file. */
export function toFormData(fields: object, file: UploadFile | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  // The file goes last, so the server has read every field when the bytes arrive.
  if (file) form.append('file', file.blob, file.name);
  return form;
}

export interface UploadCall {
  /** The whole address: the client's baseURL, the path and its query. */
  url: string;
  method: string;
  /** The same headers every call carries (bearer token, language). */
  headers: Record<string, string>;
  body: FormData | Record<string, unknown> | unknown[] | undefined;
  signal?: AbortSignal;
  onUploadProgress: OnUploadProgress;
}

/** `/api` + `/register/documents` + `{ a: 1 }` → `/api/register/documents?a=1`, as ofetch builds it. */
export function joinUrl(
  baseURL: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const queryText = search.toString();
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${queryText ? `?${queryText}` : ''}`;
}

function readBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const transportError = (code: 'transport.network' | 'transport.aborted', message: string) =>
  new ApiError(0, [{ message, code, field: null }]);

/**
 * One call through XMLHttpRequest, the only browser API that reports how much of a request body has gone
 * out (fetch cannot). It answers as the ofetch path does: the JSON body, or an `ApiError` carrying the
 * API's reasons (a bad status, a network failure and an abort each with their transport code).
 */
export function sendWithUploadProgress<T>({
  url,
  method,
  headers,
  body,
  signal,
  onUploadProgress,
}: UploadCall): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(transportError('transport.aborted', 'The upload was aborted.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // FormData sets its own multipart boundary; anything else goes as JSON, as ofetch sends it.
    const payload = body instanceof FormData || body === undefined ? body : JSON.stringify(body);
    if (typeof payload === 'string') xhr.setRequestHeader('content-type', 'application/json');

    // Listened to before send(): a browser only reports upload progress to listeners present by then.
    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      const data = readBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const reasons = apiErrorBodySchema.safeParse(data);
      reject(
        new ApiError(
          xhr.status,
          reasons.success
            ? reasons.data
            : [
                {
                  message: `[${method}] "${url}": ${xhr.status} ${xhr.statusText}`,
                  code: 'transport.badStatus',
                  field: null,
                },
              ],
        ),
      );
    };
    xhr.onerror = () => reject(transportError('transport.network', 'The upload could not reach the server.'));
    xhr.onabort = () => reject(transportError('transport.aborted', 'The upload was aborted.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(payload ?? null);
  });
}
