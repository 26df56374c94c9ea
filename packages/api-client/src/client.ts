import { FetchError, ofetch, type FetchOptions } from 'ofetch';

import { ApiError } from './errors';
import type { Language } from './messages';
import type { OnUploadProgress } from './upload-request';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` on the portal's own origin. */
  baseURL: string;
  /** The current bearer token, read at every call so a sign-in takes effect at once. */
  getToken: () => string | null | undefined;
  /** The current language, sent as Accept-Language so rejections come back translated. */
  locale: () => Language;
  /** Called once per answer with status 401 or 403 to a call made with a token (a lapsed session). */
  onUnauthorized?: (error: ApiError) => void;
  /** The `fetch` to send with; the portal's answers a GET its page sent early from that request. */
  fetch?: typeof globalThis.fetch;
}

/** Options of one call; `authenticated: false` keeps a 401 (a wrong password) away from onUnauthorized. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: Record<string, unknown> | unknown[] | FormData;
  /** `blob` for file downloads, `stream` to read a download as it arrives (progress); JSON otherwise. */
  responseType?: 'json' | 'blob' | 'stream';
  query?: Record<string, string | number | undefined>;
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Hears the body going out (uploads); the call then goes through XMLHttpRequest, fetch cannot report it. */
  onUploadProgress?: OnUploadProgress;
}

export type Request = <T>(path: string, options?: RequestOptions) => Promise<T>;

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    // Loaded with the first error answer: the sign-in page renders without zod (decision 008).
    const { apiErrorBodySchema } = await import('./error-body');
    const parsed = apiErrorBodySchema.safeParse(error.data);
    if (parsed.success) return new ApiError(error.response.status, parsed.data);
    return new ApiError(error.response.status, [
      { message: error.message, code: 'transport.badStatus', field: null },
    ]);
  }
  const aborted = error instanceof Error && error.name === 'AbortError';
  return new ApiError(0, [
    {
      message: error instanceof Error ? error.message : String(error),
      code: aborted ? 'transport.aborted' : 'transport.network',
      field: null,
    },
  ]);
}

/**
 * The one way to talk HTTP to the API: adds the bearer token and the language, turns every failure into
 * an `ApiError`, and reports lapsed sessions to `onUnauthorized`. No UI decisions are made here.
 */
export function createRequest(options: ApiClientOptions): Request {
  const { baseURL, getToken, locale, onUnauthorized, fetch } = options;
  const $fetch = ofetch.create({ baseURL, retry: 0, timeout: 0 }, fetch ? { fetch } : {});
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { authenticated = true, onUploadProgress, ...rest } = options;
    const token = authenticated ? getToken() : null;
    const headers: Record<string, string> = { 'accept-language': locale() };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      if (onUploadProgress) {
        const { method = 'GET', body, query, signal } = rest;
        // Loaded with the first upload: only staff upload, and the sign-in page carries this client.
        const { joinUrl, sendWithUploadProgress } = await import('./upload-request');
        const url = joinUrl(baseURL, path, query);
        return await sendWithUploadProgress<T>({ url, method, headers, body, signal, onUploadProgress });
      }
      return await $fetch<T>(path, { ...rest, headers } as FetchOptions<'json'>);
    } catch (error) {
      const apiError = await toApiError(error);
      if (token && (apiError.status === 401 || apiError.status === 403)) onUnauthorized?.(apiError);
      throw apiError;
    }
  };
}
