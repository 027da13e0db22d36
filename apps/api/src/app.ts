import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAreas } from './areas';
import { apiReference } from './core/api-reference';
import { authPlugin } from './core/auth';
import { type Clock, systemClock } from './core/clock';
import { cachedSerializers, validatorCompiler } from './core/compilers';
import { registerContract } from './core/contract';
import { answerClientError, answerError, DomainError, errorsPlugin } from './core/errors';
import { rateLimits } from './core/rate-limits';
import { limitRequestTimes, requestTimeouts } from './core/request-timeouts';
import type { Database } from './db/client';
import type { Env } from './env';
import adminSpec from './generated/openapi-admin.json' with { type: 'json' };
import v2Spec from './generated/openapi-v2.json' with { type: 'json' };
import v3Spec from './generated/openapi-v3.json' with { type: 'json' };
import { createInfra } from './infra/infra';
import { createMetrics } from './infra/observability/metrics';
import { serveMetrics } from './infra/observability/metrics-server';
import { traceLogFields } from './infra/observability/trace-context';
import { rateLimitStore } from './infra/ops/counters';
import { opsRoutes } from './infra/ops/ops.routes';
import { createOpsService } from './infra/ops/ops.service';
import { CORRECTION_MAX_BYTES } from './modules/practice/practice.admin.service';
import { TUS_OPERATIONS } from './modules/practice/practice-uploads';
import { isBeaconPath } from './modules/vitals/vitals.handlers';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where every service reads "now"; the system clock unless given (tests give one they set). */
  clock?: Clock;
}

/** The api as a Fastify instance: external plugins, then app plugins, then routes (fastify/demo's order). */
export async function buildApp({
  env,
  database,
  logger,
  clock = systemClock,
}: AppOptions): Promise<FastifyInstance> {
  const timeouts = requestTimeouts({
    requestSeconds: env.REQUEST_TIMEOUT_SECONDS,
    uploadSeconds: env.UPLOAD_REQUEST_TIMEOUT_SECONDS,
    caps: {
      avatar: env.AVATAR_MAX_BYTES,
      video: env.VIDEO_MAX_BYTES,
      pdf: env.PDF_MAX_BYTES,
      correction: CORRECTION_MAX_BYTES,
      practiceAudio: env.PRACTICE_AUDIO_MAX_BYTES,
    },
  });
  const app = Fastify({
    // every line names its request (reqId) and, tracing on, its trace (trace_id)
    logger: logger ?? { level: env.LOG_LEVEL, mixin: traceLogFields },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // a socket 30 s without a byte is ended; no request may take longer to arrive than the longest route
    // allows (a lesson video: UPLOAD_REQUEST_TIMEOUT_SECONDS, an hour), and each route is held to its own
    // time by limitRequestTimes below (issue 35)
    connectionTimeout: 30_000,
    requestTimeout: timeouts.longestMs,
    keepAliveTimeout: 5_000,
    // close() (on SIGTERM/SIGINT) ends idle keep-alive sockets at once and waits for requests in flight.
    forceCloseConnections: 'idle',
    // Only the configured proxies' X-Forwarded-For is believed (env TRUST_PROXY), never a client's own.
    trustProxy: env.TRUST_PROXY,
    // A path parameter longer than the contract allows reaches validation (400 naming the field);
    // past this, the router refuses it and frameworkErrors answers 400.
    routerOptions: { maxParamLength: 1000 },
    // The router's own refusals and Node's unparseable requests answer the one error body too.
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    ajv: { customOptions: {} },
    schemaController: { compilersFactory: { buildSerializer: cachedSerializers } },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every answer names its request id, so that a report from a learner finds its log lines.
  // `Date` is the api's clock (the one deadlines are kept by), readable by the web, whose exam timer
  // counts to the server's deadline with it rather than trusting the phone's clock.
  // (a callback hook: an async one costs every request a promise and a turn of the microtask queue)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('date', clock.now().toUTCString());
    done();
  });
  limitRequestTimes(app, timeouts);

  // external plugins
  const corsOptions = {
    origin: env.WEB_ORIGINS,
    // `range`: pdf.js reads a PDF in byte ranges (GET /media/notes/…). The tus headers: a practice
    // recording's resumable upload from the web (tus-js-client, /api/v3/practice-uploads, issue 20).
    allowedHeaders: [
      'content-type',
      'accesstoken',
      'refreshtoken',
      'x-request-id',
      'range',
      'tus-resumable',
      'upload-length',
      'upload-metadata',
      'upload-offset',
    ],
    exposedHeaders: [
      'date',
      'retry-after',
      'x-request-id',
      'accept-ranges',
      'content-range',
      'content-length',
      'content-disposition',
      'location',
      'tus-resumable',
      'upload-offset',
      'upload-length',
      'upload-expires',
    ],
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    maxAge: 600,
  };
  // The field data's beacon (issue 38) alone allows credentials: a browser sends a sendBeacon of JSON
  // cross-origin in credentials mode `include`, after a preflight that must allow them, else it drops the
  // beacon (Chromium 156). No other answer is readable with the site's cookies; the api reads none anyway.
  await app.register(cors, {
    delegator: (request, done) => done(null, { ...corsOptions, credentials: isBeaconPath(request.url) }),
  });
  // form posts: the sandbox wallet's choice, and SSLCommerz's returns and IPN (some 40 fields, ~2 kB)
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // a tus upload's bytes (issue 20) are read by the tus server as they come, never by Fastify; any other
  // operation refuses the media type
  app.addContentTypeParser('application/offset+octet-stream', (request, _payload, done) => {
    if (TUS_OPERATIONS.has(request.routeOptions.config.operationId ?? '')) done(null);
    else done(new DomainError('UNSUPPORTED_MEDIA_TYPE'), undefined);
  });
  await app.register(multipart, {
    limits: { fileSize: env.AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  // the infrastructure every area shares, then the areas, each through its one function (areas.ts)
  const infra = createInfra({ app, env, database, clock });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(infra.counters),
    errorResponseBuilder: (_request, context) =>
      new DomainError('RATE_LIMITED', { retryAfterSeconds: context.ttl / 1000 }),
  });
  const { areas, accounts } = createAreas(infra);
  // the job queues of the areas and of the infrastructure, on the engine; this process works them as
  // JOB_WORKERS and VIDEO_WORKER say. It stops first on close: jobs in flight are given back unspent.
  const { engine } = infra;
  engine.define([...infra.infraQueues, ...areas.flatMap((area) => area.jobs ?? [])]);
  app.addHook('onReady', async () =>
    engine.start({ work: env.JOB_WORKERS === 'on', media: env.VIDEO_WORKER === 'on' }),
  );
  app.addHook('onClose', async () => engine.stop());
  // /metrics on a port of its own (METRICS_PORT), never this one; unset, nothing is measured
  if (env.METRICS_PORT !== undefined) {
    const queues = engine.queues().map(({ name }) => ({ name, stats: () => engine.stats(name) }));
    const registry = createMetrics({ app, database, queues });
    serveMetrics(app, registry, { host: env.METRICS_HOST, port: env.METRICS_PORT });
  }
  for (const worker of areas.flatMap((area) => area.workers ?? [])) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  await app.register(errorsPlugin);
  await app.register(authPlugin, { verifyAccess: accounts.verifyAccess });

  // routes: the contract's operations by operationId, then the routes outside it
  const handlers = areas.flatMap((area) => area.handlers);
  // an operation answered by two areas is a wiring mistake: refused at start, never settled by order
  const merge = (version: 'v2' | 'v3' | 'admin') => {
    const merged: Parameters<typeof registerContract>[1]['handlers'] = {};
    for (const area of handlers) {
      for (const [operationId, handler] of Object.entries(area[version] ?? {})) {
        if (operationId in merged) throw new Error(`two areas answer ${operationId}`);
        merged[operationId] = handler;
      }
    }
    return merged;
  };
  for (const [prefix, spec, version] of [
    ['/api/v2', v2Spec, 'v2'],
    ['/api/v3/admin', adminSpec, 'admin'],
    ['/api/v3', v3Spec, 'v3'],
  ] as const) {
    await registerContract(app, {
      prefix,
      spec: spec as never,
      handlers: merge(version),
      rateLimits,
      publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
      clock,
    });
  }
  for (const routes of areas.flatMap((area) => area.routes ?? [])) await routes(app);
  const ops = createOpsService({
    db: infra.db,
    clock,
    mediaSigner: infra.mediaSigner,
    mediaFiles: infra.mediaFiles,
    mediaDir: env.MEDIA_DIR,
    storage: infra.storage,
    // a host that turns videos and recordings into their renditions is not ready without ffmpeg
    ...(env.JOB_WORKERS === 'on' && env.VIDEO_WORKER === 'on' ? { mediaJobs: infra.mediaTools } : {}),
  });
  await app.register(opsRoutes, { ops, devOutbox: env.NODE_ENV !== 'production' });
  await app.register(apiReference, { v3: v3Spec, v2: v2Spec, admin: adminSpec });

  return app;
}
