import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import type { AuthMode, Role } from './auth';
import type { Clock } from './clock';
import { DomainError } from './errors';
import type { Ctx } from './handlers';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  /** The contract's mark on a public operation whose answer must never be reused (it signs in). */
  'x-no-store'?: boolean;
  /** The console's operations: who may call them (issue 19). */
  'x-roles'?: Role[];
  responses: Record<string, unknown>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

type Spec = { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: handlers of every operation go through one resolver
type AnyHandler = (ctx: Ctx<any>) => Promise<unknown>;

const methods = ['get', 'head', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Request bodies their handlers read as a stream themselves, as they arrive: a tus upload's bytes
 * (issue 20). Like multipart ones, Fastify neither parses nor validates them.
 */
const streamedMediaTypes = ['multipart/form-data', 'application/offset+octet-stream'];
const isStreamed = (op: OperationObject) =>
  Object.keys(op.requestBody?.content ?? {}).some((type) => streamedMediaTypes.includes(type));

export function authModeOf(security: OperationObject['security']): AuthMode {
  if (!security || security.length === 0) return 'none';
  if (security.some((requirement) => 'refreshToken' in requirement)) return 'refresh';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'optional';
  return 'required';
}

/**
 * The contract as the server serves it: only implemented operations (the rest
 * stay absent and answer 404), and without multipart or streamed bodies, which
 * their handlers read and check themselves.
 */
export function servedSpec(spec: Spec, implemented: (operationId: string) => boolean): Spec {
  const paths: Spec['paths'] = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      const op = value as OperationObject;
      if (!(methods as readonly string[]).includes(key)) continue;
      if (!implemented(op.operationId)) continue;
      kept[key] = isStreamed(op) ? { ...op, requestBody: undefined } : op;
    }
    if (Object.keys(kept).length)
      paths[path] = { ...kept, ...(item.parameters ? { parameters: item.parameters } : {}) };
  }
  return { ...spec, paths, components: withoutDiscriminatorMappings(spec.components) };
}

/**
 * The contract's `discriminator` without its `mapping`: Ajv's discriminator keyword picks a `oneOf`
 * branch by each branch's own `const` of the property and refuses a `mapping`, which the contract
 * keeps for the SDK's generated types (`action: 'basket' | 'buy-now'`).
 */
function withoutDiscriminatorMappings<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutDiscriminatorMappings) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'discriminator' && child && typeof child === 'object' && 'mapping' in child) {
      const { mapping: _, ...rest } = child as Record<string, unknown>;
      out[key] = rest;
    } else out[key] = withoutDiscriminatorMappings(child);
  }
  return out as T;
}

function operations(spec: Spec): Map<string, OperationObject> {
  const byId = new Map<string, OperationObject>();
  for (const item of Object.values(spec.paths)) {
    for (const method of methods) {
      const op = item[method] as OperationObject | undefined;
      if (op) byId.set(op.operationId, op);
    }
  }
  return byId;
}

/**
 * Serves one version of the contract: routes, params and body validation from
 * the spec (fastify-openapi-glue), handlers by operationId, the auth mode from
 * each operation's security, the success status from its first 2xx answer.
 */
export async function registerContract(
  app: FastifyInstance,
  opts: {
    prefix: string;
    spec: Spec;
    handlers: Record<string, AnyHandler | undefined>;
    rateLimits?: Partial<Record<string, RateLimit>>;
    /** Seconds a public GET answer is reused (0: never). */
    publicCacheSeconds?: number;
    /** What the public cache reads the time from. */
    clock: Clock;
  },
): Promise<void> {
  const byId = operations(opts.spec);
  const publicCache = createPublicCache(opts.clock);
  const specification = servedSpec(opts.spec, (id) => typeof opts.handlers[id] === 'function');
  // Glue merges these partial route options into the routes it builds from the spec (its
  // operationResolver docs); its type asks for whole RouteOptions, hence the one cast below.
  const operationResolver = (
    operationId: string,
  ): RouteShorthandOptions & {
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  } => {
    const op = byId.get(operationId);
    const handler = opts.handlers[operationId];
    if (!op || !handler) throw new Error(`no handler for ${operationId}`);
    const success = Number(Object.keys(op.responses).find((code) => code.startsWith('2')) ?? 200);
    const mediaTypes = Object.keys(op.requestBody?.content ?? {});
    // A multipart or streamed operation's handler reads and checks its own body (servedSpec).
    const bodyRequired = op.requestBody?.required === true && !isStreamed(op);
    const rateLimit = opts.rateLimits?.[operationId];
    const auth = authModeOf(op.security);
    const roles = op['x-roles'];
    if (roles && auth !== 'required')
      throw new Error(`${operationId} declares x-roles without requiring the token`);
    /** The refusal of a request's caller or body before validation, if any. */
    const refusalOf = (request: FastifyRequest): DomainError | undefined => {
      // One role check for every console operation, from its `x-roles` (after the token is read)
      if (roles && !(request.user && roles.includes(request.user.role))) {
        return new DomainError(request.user ? 'FORBIDDEN_ROLE' : 'LOGIN_REQUIRED');
      }
      if (request.body === undefined && !request.isMultipart()) {
        // Fastify validates a body by its media type, so a request with neither reaches no schema.
        return bodyRequired ? new DomainError('BODY_REQUIRED') : undefined;
      }
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      return mediaTypes.includes(type) ? undefined : new DomainError('UNSUPPORTED_MEDIA_TYPE');
    };
    const call = (request: FastifyRequest, reply: FastifyReply) =>
      handler({
        body: request.body,
        params: request.params,
        query: request.query,
        user: request.user,
        request,
        reply,
      } as Ctx<never>);
    // an operation whose success is 204 answers no body: its handler returns nothing, and the empty
    // answer is sent here (Fastify waits for ever on an async handler that resolves to nothing)
    const invoke =
      success === 204
        ? async (request: FastifyRequest, reply: FastifyReply) => {
            await call(request, reply);
            return reply.send();
          }
        : call;
    const cacheSeconds = opts.publicCacheSeconds ?? 0;
    // What anonymous visitors get is the same for all of them: public routes, and optional-auth ones without a token.
    const cached =
      cacheSeconds > 0 &&
      (auth === 'none' || auth === 'optional') &&
      isGet(opts.spec, operationId) &&
      op['x-no-store'] !== true;
    return {
      config: { auth, operationId, ...(rateLimit ? { rateLimit } : {}) },
      // Fastify validates a body only against the media types its schema lists and lets others
      // through unchecked: an operation takes exactly the media types of its contract, else 415.
      // (a callback hook, as its checks are synchronous: no promise for every request)
      preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        done(refusalOf(request));
      },
      handler: cached
        ? async (request, reply) => {
            reply.code(success);
            // The answer differs for a signed-in learner: caches must key on the token header too.
            if (auth === 'optional') reply.header('vary', 'accesstoken');
            if (request.user) {
              reply.header('cache-control', 'no-store');
              return invoke(request, reply);
            }
            reply.header('cache-control', `public, max-age=${cacheSeconds}`);
            return publicCache.read(request.url, cacheSeconds, () => invoke(request, reply));
          }
        : async (request, reply) => {
            reply.code(success);
            // A learner's own answers (tokens among them) are never kept by a browser or a proxy.
            reply.header('cache-control', 'no-store');
            return invoke(request, reply);
          },
    };
  };
  await app.register(openapiGlue, {
    specification,
    prefix: opts.prefix,
    operationResolver: operationResolver as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });
}

function isGet(spec: Spec, operationId: string): boolean {
  return Object.values(spec.paths).some(
    (item) => (item.get as OperationObject | undefined)?.operationId === operationId,
  );
}

/**
 * Public GET answers (the catalogue, content, CMS, promos: the same for every visitor)
 * reused for a few seconds per URL, so that a busy page costs the database one read per
 * interval. Only successful answers are kept; a purchase still counts seats under a lock.
 */
function createPublicCache(clock: Clock, maxEntries = 1000) {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    async read(key: string, seconds: number, load: () => Promise<unknown>): Promise<unknown> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, expires: now + seconds * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
