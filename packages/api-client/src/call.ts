import type { Request, RequestOptions } from './client';
import {
  fillPath,
  type Answer,
  type EndpointDeclaration,
  type LazySchema,
  type PathParams,
  type SchemaSlot,
} from './endpoint';

/** What a call sends besides its endpoint: the path's parameters, the query and the body. */
export type CallInput<E extends EndpointDeclaration> = (keyof PathParams<E> extends never
  ? { params?: undefined }
  : { params: PathParams<E> }) & {
  query?: RequestOptions['query'];
  body?: RequestOptions['body'];
} & Pick<RequestOptions, 'signal' | 'onUploadProgress'>;

const isLazy = (slot: SchemaSlot): slot is LazySchema => 'load' in slot;

/**
 * Calls one endpoint: fills its path, sends through `request` (token, language, `ApiError`), and parses
 * the answer with the endpoint's response schema. A lazy schema loads alongside the request (decision
 * 008: the call does not wait for it to be sent). Endpoints open to anyone are sent without the token,
 * so a refusal there (a wrong password) never reaches onUnauthorized.
 */
export async function call<E extends EndpointDeclaration>(
  request: Request,
  endpoint: E,
  ...[input]: keyof PathParams<E> extends never ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<Answer<E>> {
  const { params, query, body, ...rest } = (input ?? {}) as CallInput<EndpointDeclaration> & {
    params?: Record<string, string | number>;
  };
  const options: RequestOptions = { ...rest };
  if (endpoint.method !== 'GET') options.method = endpoint.method;
  if (query !== undefined) options.query = query;
  if (body !== undefined) options.body = body;
  if (endpoint.access === 'anyone') options.authenticated = false;
  if (endpoint.responseType === 'blob') options.responseType = 'blob';
  const answer = request<unknown>(fillPath(endpoint.path, params), options);
  const slot = endpoint.response;
  if (!slot || endpoint.responseType === 'blob') return (await answer) as Answer<E>;
  if (!isLazy(slot)) return slot.parse(await answer) as Answer<E>;
  const [body_, schema] = await Promise.all([answer, slot.load()]);
  return schema.parse(body_) as Answer<E>;
}

/**
 * The same call read as a stream (download progress): the answer is handed back unparsed, as the
 * request gives it (a Blob where streams are not available).
 */
export function callForStream<E extends EndpointDeclaration>(
  request: Request,
  endpoint: E,
  input: CallInput<E> & { params?: Record<string, string | number> },
): Promise<Blob | ReadableStream<Uint8Array>> {
  const { params, query, body, ...rest } = input;
  const options: RequestOptions = { ...rest, responseType: 'stream' };
  if (endpoint.method !== 'GET') options.method = endpoint.method;
  if (query !== undefined) options.query = query;
  if (body !== undefined) options.body = body;
  return request<Blob | ReadableStream<Uint8Array>>(fillPath(endpoint.path, params), options);
}
