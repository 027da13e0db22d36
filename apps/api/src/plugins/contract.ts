import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { HttpError } from '../lib/http-error';
import { msg } from '../lib/messages';
import type { Ctx } from '../lib/route-types';

/** How a route authenticates, from its `security` in the contract. */
export type AuthMode = 'none' | 'optional' | 'required' | 'refresh';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: { content?: Record<string, unknown> };
}

type Spec = { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: handlers of every operation go through one resolver
type AnyHandler = (ctx: Ctx<any>) => Promise<unknown>;

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function authModeOf(security: OperationObject['security']): AuthMode {
  if (!security || security.length === 0) return 'none';
  if (security.some((requirement) => 'refreshToken' in requirement)) return 'refresh';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'optional';
  return 'required';
}

/**
 * The contract as the server serves it: only implemented operations (the rest
 * stay absent and answer 404), and without multipart bodies, which their
 * handlers read and check themselves.
 */
export function servedSpec(spec: Spec, implemented: (operationId: string) => boolean): Spec {
  const paths: Spec['paths'] = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      const op = value as OperationObject;
      if (!(methods as readonly string[]).includes(key)) continue;
      if (!implemented(op.operationId)) continue;
      const multipart = op.requestBody?.content && 'multipart/form-data' in op.requestBody.content;
      kept[key] = multipart ? { ...op, requestBody: undefined } : op;
    }
    if (Object.keys(kept).length)
      paths[path] = { ...kept, ...(item.parameters ? { parameters: item.parameters } : {}) };
  }
  return { ...spec, paths };
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
    rateLimits?: Record<string, RateLimit>;
  },
): Promise<void> {
  const byId = operations(opts.spec);
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
    const rateLimit = opts.rateLimits?.[operationId];
    return {
      config: { auth: authModeOf(op.security), operationId, ...(rateLimit ? { rateLimit } : {}) },
      // Fastify validates a body only against the media types its schema lists and lets others
      // through unchecked: an operation takes exactly the media types of its contract, else 415.
      preValidation: async (request: FastifyRequest) => {
        if (request.body === undefined && !request.isMultipart()) return;
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!mediaTypes.includes(type))
          throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.unsupportedMediaType);
      },
      handler: async (request, reply) => {
        reply.code(success);
        return handler({
          body: request.body,
          params: request.params,
          query: request.query,
          user: request.user,
          request,
          reply,
        } as Ctx<never>);
      },
    };
  };
  await app.register(openapiGlue, {
    specification,
    prefix: opts.prefix,
    operationResolver: operationResolver as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });
}
