import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import type { Env } from './env';
import v2Spec from './generated/openapi-v2.json' with { type: 'json' };
import v3Spec from './generated/openapi-v3.json' with { type: 'json' };
import { HttpError } from './lib/http-error';
import { msg } from './lib/messages';
import type { RouteModule } from './lib/route-types';
import { authPlugin } from './plugins/auth';
import { registerContract } from './plugins/contract';
import { errorsPlugin } from './plugins/errors';
import { rateLimits } from './rate-limits';
import { createAccounts } from './routes/accounts';
import { createCatalogue } from './routes/catalogue';
import { devRoutes } from './routes/dev';
import { mediaRoutes } from './routes/media';
import { createPurchases } from './routes/purchases';
import { createMediaSigner } from './services/media';
import { createOutboxNotifier } from './services/notifier';
import { createOtpService } from './services/otp';
import { createSandboxGateway, sandboxRoutes } from './services/sandbox-gateway';
import { createTokens } from './services/tokens';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Body validation is strict (no `"5"` for 5); query and path parameters are
 * coerced from strings. Both drop fields the contract does not list (whitelist).
 */
function validatorCompiler() {
  const common = {
    strict: false,
    allErrors: true,
    useDefaults: true,
    discriminator: true,
    removeAdditional: true,
  } as const;
  const body = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const params = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? body : params).compile(schema);
}

/** The api as a Fastify instance: external plugins, then app plugins, then routes (fastify/demo's order). */
export async function buildApp({ env, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    trustProxy: env.NODE_ENV === 'production',
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    ajv: { customOptions: {} },
  });
  app.setValidatorCompiler(validatorCompiler());
  // Every answer names its request id, so that a report from a learner finds its log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // external plugins
  await app.register(cors, {
    origin: env.WEB_ORIGINS,
    allowedHeaders: ['content-type', 'accesstoken', 'refreshtoken', 'x-request-id'],
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: env.AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'RATE_LIMITED', msg.rateLimited, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });

  // app plugins
  const { db } = database;
  const tokens = createTokens(db, {
    jwtSecret: env.JWT_SECRET,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });
  const notifier = createOutboxNotifier(db, app.log);
  const otp = createOtpService(db, notifier, env.JWT_SECRET);
  const gateway = createSandboxGateway(env);
  const mediaSigner = createMediaSigner({
    secret: env.MEDIA_SECRET,
    ttlSeconds: env.MEDIA_URL_TTL_SECONDS,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { tokens });

  // routes
  const modules: RouteModule[] = [
    createAccounts({ env, db, tokens, otp, notifier }),
    createCatalogue({ env, db, mediaSigner }),
    createPurchases({ env, db, gateway }),
  ];
  const merge = (version: 'v2' | 'v3') => Object.assign({}, ...modules.map((m) => m[version] ?? {}));
  await registerContract(app, {
    prefix: '/api/v2',
    spec: v2Spec as never,
    handlers: merge('v2'),
    rateLimits,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
  });
  await registerContract(app, {
    prefix: '/api/v3',
    spec: v3Spec as never,
    handlers: merge('v3'),
    rateLimits,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
  });
  await app.register(sandboxRoutes, { env, db, gateway });
  await app.register(devRoutes, { env, db });
  await app.register(mediaRoutes, { env, mediaSigner });

  return app;
}
