import type { Access, EndpointDeclaration, LazySchema, SchemaOf, SchemaSlot } from '@dossel/api-client';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Where app.ts mounts the routes: a declaration's path is under it. */
export const API_BASE = '/api';

type PreHandler = (request: FastifyRequest) => Promise<void>;

/** A declared path as Fastify writes it: `/register/users/{id}` → `/api/register/users/:id`. */
export function fastifyPathOf(endpoint: Pick<EndpointDeclaration, 'path'>): string {
  return API_BASE + endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}

/** `METHOD /api/path/:param`, as the route list (`app.apiRoutes`) names a route. */
export function fastifyRouteOf(endpoint: Pick<EndpointDeclaration, 'method' | 'path'>): string {
  return `${endpoint.method} ${fastifyPathOf(endpoint)}`;
}

type Defined<Slot> = Slot extends SchemaSlot ? SchemaOf<Slot> : undefined;
type Status<E extends EndpointDeclaration> = E['status'] extends number ? E['status'] : 200;

/** The Fastify schema of an endpoint, as its route's handler sees it typed. */
export interface RouteSchemaOf<E extends EndpointDeclaration> extends FastifySchema {
  params: Defined<E['params']>;
  querystring: Defined<E['query']>;
  body: Defined<E['body']>;
  response: E['response'] extends SchemaSlot
    ? { [Code in Status<E>]: SchemaOf<E['response']> }
    : Record<number, unknown> | undefined;
}

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance['log'],
  ZodTypeProvider
>;

export type EndpointHandler<E extends EndpointDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;

/**
 * What a route adds to its declaration: hooks after the access guard (an address's count), config (a
 * rate limit), a serializer, and more answers for the document (a 503). Never its method, path,
 * schemas or access: those are the declaration's.
 */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest'> & {
  onRequest?: PreHandler | PreHandler[];
  /** Answers besides the declared success, e.g. `{ 503: readySchema }`. */
  responses?: Record<number, unknown>;
};

const isLazy = (slot: SchemaSlot): slot is LazySchema => 'load' in slot;
const loaded = async (slot: SchemaSlot | undefined) => (slot && isLazy(slot) ? slot.load() : slot);

/** The onRequest hooks that let only the callers the declaration names through (before the body is read). */
function guardOf(app: FastifyInstance, access: Access): PreHandler[] {
  if (typeof access === 'object') {
    return 'service' in access
      ? [app.requireService(access.service)]
      : [app.requireStaffOrApiKey(access.staffOrApiKey)];
  }
  switch (access) {
    case 'anyone':
      return [];
    case 'token':
      return [app.requireToken];
    case 'user':
    case 'userBeforeTerms':
      return [app.requireUser];
    case 'self':
      return [app.requireSelfOrStaff];
    case 'staff':
      return [app.requireServicesAdmin];
  }
}

/**
 * Registers the route of a declared endpoint on a route module (whatever prefix it is registered
 * under): its URL, its request and response schemas (the OpenAPI document reads them there) and the
 * guard of its `access`. The handler is typed by the declaration's schemas.
 */
export async function routeOf<E extends EndpointDeclaration & { area?: string }>(
  fastify: FastifyInstance,
  endpoint: E,
  ...args: [handler: EndpointHandler<E>] | [options: EndpointRouteOptions, handler: EndpointHandler<E>]
): Promise<void> {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const app = fastify.withTypeProvider<ZodTypeProvider>() as ZodApp;
  const full = fastifyPathOf(endpoint);
  if (!full.startsWith(app.prefix))
    throw new Error(`${endpoint.method} ${full} is declared outside the module at ${app.prefix}`);
  const { onRequest = [], responses, config, ...rest } = options;
  const [params, querystring, body, response] = await Promise.all(
    [endpoint.params, endpoint.query, endpoint.body, endpoint.response].map(loaded),
  );
  const schema: FastifySchema & Record<string, unknown> = {
    ...(params && { params }),
    ...(querystring && { querystring }),
    ...(body && { body }),
    ...((response || responses) && {
      response: { ...(response && { [endpoint.status ?? 200]: response }), ...responses },
    }),
    ...(endpoint.summary && { summary: endpoint.summary }),
    ...(endpoint.area && { tags: [endpoint.area] }),
  };
  const hooks = [...guardOf(app, endpoint.access), ...[onRequest].flat()];
  app.route({
    ...rest,
    method: endpoint.method,
    // A module's own path is `/` (not ''), as the modules always wrote it: with and without a final slash.
    url: full.slice(app.prefix.length) || '/',
    schema,
    ...(hooks.length > 0 && { onRequest: hooks.length === 1 ? hooks[0] : hooks }),
    ...((config || endpoint.access === 'userBeforeTerms') && {
      config: { ...config, ...(endpoint.access === 'userBeforeTerms' && { beforeTerms: true }) },
    }),
    handler: handler as RouteHandlerMethod,
  });
}
