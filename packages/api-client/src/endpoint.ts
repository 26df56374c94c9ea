// An endpoint of the API declared once, as data (issue 17): the client's calls, the server's routes, the
// OpenAPI document, the access matrix and the fakes all read it. Nothing here imports zod: the sign-in
// page carries the auth declarations (decision 008), whose schemas load on demand (`lazySchema`).
import type * as z from 'zod/mini';

import type { ApiKeyScope } from './registers/api-keys/schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call an endpoint, as the server's guard checks it before the body is read:
 * - `anyone`: no session (sign-in, the reset links, health);
 * - `token`: a bearer token, live or lapsed (sign-out);
 * - `user`: a signed-in user who accepted the terms of use (rules on the customer asked for are the
 *   handler's: they depend on the query);
 * - `userBeforeTerms`: a signed-in user, the terms accepted or not (reading the user, accepting them);
 * - `self`: the user named by `{id}` in the path, or staff;
 * - `staff`: a services administrator;
 * - `{ service }`: a user whose current customer has that service (8: field operations);
 * - `{ staffOrApiKey }`: staff, or a script with an API key holding that scope (issue 15).
 */
export type Access =
  | 'anyone'
  | 'token'
  | 'user'
  | 'userBeforeTerms'
  | 'self'
  | 'staff'
  | { readonly service: number }
  | { readonly staffOrApiKey: ApiKeyScope };

/** A schema that loads with its first use, so the module declaring it stays free of zod (decision 008). */
export interface LazySchema<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly load: () => Promise<S>;
}

/** `lazySchema(() => import('./schemas'), 'userSchema')`: the schema of that name, imported when first needed. */
/*#__NO_SIDE_EFFECTS__*/
export function lazySchema<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazySchema<Extract<M[K], z.ZodMiniType>> {
  return { load: async () => (await load())[name] as Extract<M[K], z.ZodMiniType> };
}

export type SchemaSlot = z.ZodMiniType | LazySchema;

/** The schema a slot holds, loaded or not. */
export type SchemaOf<Slot> = Slot extends LazySchema<infer S> ? S : Slot extends z.ZodMiniType ? Slot : never;

/** What an endpoint is: method, path (`{id}` for a parameter, as OpenAPI writes it), schemas and access. */
export interface EndpointDeclaration {
  readonly method: HttpMethod;
  /** Under the API's base (`/api`), e.g. `/register/imports/{id}/publish`. */
  readonly path: `/${string}`;
  /** The path's parameters as the server parses them (text in, numbers out). */
  readonly params?: SchemaSlot;
  readonly query?: SchemaSlot;
  /** A JSON body; a multipart upload (a file) has none here and is read by its route. */
  readonly body?: SchemaSlot;
  /** The answer of success; none for 204 and for files. */
  readonly response?: SchemaSlot;
  /** The status of success: 200 unless said. */
  readonly status?: 200 | 201 | 204;
  /** A file (`blob`, read at once or as a stream) instead of JSON. */
  readonly responseType?: 'json' | 'blob';
  readonly access: Access;
  /** One line for the OpenAPI document. */
  readonly summary?: string;
}

/** A declaration as `defineEndpoints` gives it back: with the area that tags it in the OpenAPI document. */
export type Endpoint<D extends EndpointDeclaration = EndpointDeclaration> = D & { readonly area: string };

/**
 * The endpoints of one area, e.g. `defineEndpoints('users', { list: { method: 'GET', path: '/register/users', … } })`.
 * Each keeps its exact schema types, so the client's answers and the server's handlers are typed by them.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoints<const Declarations extends Record<string, EndpointDeclaration>>(
  area: string,
  declarations: Declarations,
): { readonly [Name in keyof Declarations]: Endpoint<Declarations[Name]> } {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, declaration] of Object.entries(declarations)) endpoints[name] = { ...declaration, area };
  return endpoints as { [Name in keyof Declarations]: Endpoint<Declarations[Name]> };
}

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values of a path's `{parameters}`, by name. */
export type PathParams<E extends { path: string }> = Record<ParamNames<E['path']>, string | number>;

/** What a call of the endpoint answers once parsed: its response schema's output, a Blob, or nothing. */
export type Answer<E extends EndpointDeclaration> = E['responseType'] extends 'blob'
  ? Blob
  : E['response'] extends SchemaSlot
    ? z.output<SchemaOf<E['response']>>
    : unknown;

const PARAMETER = /\{(\w+)\}/g;

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] as string);
}

/** The path with its parameters filled in (encoded): `/register/users/{id}` → `/register/users/2`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(PARAMETER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * `'METHOD /path'` of an endpoint, the key of `FakeRoutes`: with `params`, the path they fill (a call's
 * own key); without, the declared path with its `{parameters}`, which a fake matches against any values.
 */
export function routeKey(endpoint: EndpointDeclaration, params?: Record<string, string | number>): string {
  return `${endpoint.method} ${params ? fillPath(endpoint.path, params) : endpoint.path}`;
}

/** The parameters of a concrete path when it matches a declared one (`{id}` any one segment), else null. */
export function matchPath(path: string, concrete: string): Record<string, string> | null {
  const names = pathParamNames(path);
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(PARAMETER, () => '([^/]+)');
  const match = new RegExp(`^${pattern}$`).exec(concrete);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}
