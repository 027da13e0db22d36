import { join } from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiReference } from './core/api-reference';
import { authPlugin } from './core/auth';
import { type Clock, systemClock } from './core/clock';
import { cachedSerializers, validatorCompiler } from './core/compilers';
import { registerContract } from './core/contract';
import { answerClientError, answerError, DomainError, errorsPlugin } from './core/errors';
import type { ContractHandlers } from './core/handlers';
import { rateLimits } from './core/rate-limits';
import { limitRequestTimes, requestTimeouts } from './core/request-timeouts';
import { storageConfig } from './core/storage';
import type { Database } from './db/client';
import type { Env } from './env';
import adminSpec from './generated/openapi-admin.json' with { type: 'json' };
import v2Spec from './generated/openapi-v2.json' with { type: 'json' };
import v3Spec from './generated/openapi-v3.json' with { type: 'json' };
import { createMediaSigner } from './infra/media/media';
import { createOutboxNotifier } from './infra/notifier/outbox-notifier';
import { createSmsDriver } from './infra/notifier/sms-driver';
import { createSmtpDriver } from './infra/notifier/smtp-driver';
import { createCounters, rateLimitStore } from './infra/ops/counters';
import { opsRoutes } from './infra/ops/ops.routes';
import { createOpsService } from './infra/ops/ops.service';
import { createFileStorage } from './infra/storage/file-storage';
import { accountsHandlers } from './modules/accounts/accounts.handlers';
import { createAccountsService } from './modules/accounts/accounts.service';
import { activityHandlers } from './modules/activity/activity.handlers';
import { createActivityService } from './modules/activity/activity.service';
import { auditHandlers } from './modules/audit/audit.handlers';
import { createAuditService } from './modules/audit/audit.service';
import { catalogueAdminHandlers } from './modules/catalogue/catalogue.admin.handlers';
import { createCatalogueAdmin } from './modules/catalogue/catalogue.admin.service';
import { catalogueHandlers } from './modules/catalogue/catalogue.handlers';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { checkoutAdminHandlers } from './modules/checkout/checkout.admin.handlers';
import { createCheckoutAdmin } from './modules/checkout/checkout.admin.service';
import { checkoutHandlers } from './modules/checkout/checkout.handlers';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { cmsHandlers } from './modules/cms/cms.handlers';
import { createCmsService } from './modules/cms/cms.service';
import { dashboardAdminHandlers } from './modules/dashboard/dashboard.admin.handlers';
import { createDashboardAdmin } from './modules/dashboard/dashboard.admin.service';
import { enrollmentsAdminHandlers } from './modules/enrollments/enrollments.admin.handlers';
import { createEnrollmentsAdmin } from './modules/enrollments/enrollments.admin.service';
import { examsAdminHandlers } from './modules/exams/exams.admin.handlers';
import { createExamsAdmin } from './modules/exams/exams.admin.service';
import { examsHandlers } from './modules/exams/exams.handlers';
import { createExamsService } from './modules/exams/exams.service';
import { leadsHandlers } from './modules/leads/leads.handlers';
import { createLeadsService } from './modules/leads/leads.service';
import { learningAdminHandlers } from './modules/learning/learning.admin.handlers';
import { createLearningAdmin } from './modules/learning/learning.admin.service';
import { learningHandlers } from './modules/learning/learning.handlers';
import { recordingJsonWith } from './modules/learning/learning.json';
import { createLearningService } from './modules/learning/learning.service';
import { lessonUploadsHandlers } from './modules/learning/lesson-uploads.handlers';
import { createLessonUploads } from './modules/learning/lesson-uploads.service';
import { createVideoWorker } from './modules/learning/video-worker';
import { orientationAdminHandlers } from './modules/orientation/orientation.admin.handlers';
import { createOrientationAdmin } from './modules/orientation/orientation.admin.service';
import { orientationHandlers } from './modules/orientation/orientation.handlers';
import { createOrientationService } from './modules/orientation/orientation.service';
import type { PaymentGateway, SandboxGateway } from './modules/payments/gateway';
import { paymentsHandlers } from './modules/payments/payments.handlers';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createSandboxGateway } from './modules/payments/sandbox-gateway';
import { sslcommerzRoutes } from './modules/payments/sslcommerz.routes';
import { createSslcommerzGateway } from './modules/payments/sslcommerz-gateway';
import { createAudioWorker } from './modules/practice/audio-worker';
import { createExamPractices } from './modules/practice/exam-practices';
import { practiceAdminHandlers } from './modules/practice/practice.admin.handlers';
import { CORRECTION_MAX_BYTES, createPracticeAdmin } from './modules/practice/practice.admin.service';
import { practiceHandlers } from './modules/practice/practice.handlers';
import { practiceJsonWith } from './modules/practice/practice.json';
import { createPracticeService } from './modules/practice/practice.service';
import { createPracticeUploads, TUS_OPERATIONS } from './modules/practice/practice-uploads';
import { catalogHandlers } from './modules/shop/catalog.handlers';
import { shopAdminHandlers } from './modules/shop/shop.admin.handlers';
import { shopHandlers } from './modules/shop/shop.handlers';
import { shopJsonWith } from './modules/shop/shop.json';
import { createShop } from './modules/shop/shop.service';
import { orderBalance } from './modules/wallet/order-balance';
import { createTopups } from './modules/wallet/topups.service';
import { walletHandlers } from './modules/wallet/wallet.handlers';
import { createWalletService } from './modules/wallet/wallet.service';

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
    logger: logger ?? { level: env.LOG_LEVEL },
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('date', clock.now().toUTCString());
  });
  limitRequestTimes(app, timeouts);

  // external plugins
  await app.register(cors, {
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
  const counters = createCounters({ db: database.db, clock });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counters),
    errorResponseBuilder: (_request, context) =>
      new DomainError('RATE_LIMITED', { retryAfterSeconds: context.ttl / 1000 }),
  });

  // app plugins: the areas' services, wired here and nowhere else
  const { db } = database;
  // Every message is written to the outbox, then sent by SMTP / an SMS gateway when configured (issue 17).
  const drivers = {
    email:
      env.SMTP_URL && env.MAIL_FROM
        ? createSmtpDriver({ url: env.SMTP_URL, from: env.MAIL_FROM })
        : undefined,
    sms:
      env.SMS_URL && env.SMS_API_KEY
        ? createSmsDriver({
            url: env.SMS_URL,
            provider: env.SMS_PROVIDER,
            apiKey: env.SMS_API_KEY,
            senderId: env.SMS_SENDER_ID,
          })
        : undefined,
  };
  if (env.NODE_ENV === 'production' && !(drivers.email && drivers.sms)) {
    app.log.warn(
      'SMTP_URL or SMS_URL unset: those messages are only written to the outbox, nobody receives them',
    );
  }
  app.addHook('onClose', async () => drivers.email?.close?.());
  const notifier = createOutboxNotifier(db, app.log, { drivers, clock });
  // uploaded files: the folder UPLOAD_DIR, or the S3-compatible store of STORAGE_URL
  const storage = createFileStorage(storageConfig(env.STORAGE_URL, env.UPLOAD_DIR));
  const mediaSigner = createMediaSigner({
    secret: env.MEDIA_SECRET,
    ttlSeconds: env.MEDIA_URL_TTL_SECONDS,
    publicOrigin: env.PUBLIC_ORIGIN,
    clock,
  });
  // where payments go (PAYMENT_GATEWAY): the sandbox wallet page, or SSLCommerz (real money)
  const warn = (details: Record<string, unknown>, message: string) => app.log.warn(details, message);
  const sslcommerz =
    env.PAYMENT_GATEWAY === 'sslcommerz'
      ? createSslcommerzGateway({
          storeId: env.SSLCOMMERZ_STORE_ID ?? '',
          storePassword: env.SSLCOMMERZ_STORE_PASSWORD ?? '',
          sandbox: env.SSLCOMMERZ_SANDBOX,
          baseUrl: env.SSLCOMMERZ_BASE_URL,
          publicOrigin: env.PUBLIC_ORIGIN,
          methods: env.SSLCOMMERZ_WALLETS,
          warn,
        })
      : undefined;
  const sandbox = sslcommerz
    ? undefined
    : createSandboxGateway({ secret: env.GATEWAY_SECRET, publicOrigin: env.PUBLIC_ORIGIN, clock });
  const gateway: PaymentGateway = sslcommerz ?? (sandbox as SandboxGateway);
  const wallet = createWalletService({
    db,
    clock,
    welcomeCoupon: { value: env.WELCOME_COUPON_TK, days: env.WELCOME_COUPON_DAYS },
  });
  const accounts = createAccountsService({
    db,
    clock,
    notifier,
    counters,
    onVerified: wallet.issueWelcomeCoupon,
    settings: {
      jwtSecret: env.JWT_SECRET,
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      maxSessions: env.MAX_SESSIONS,
      reuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
      publicOrigin: env.PUBLIC_ORIGIN,
      // the web's /verify/{token} page opens the e-mail's link (it calls GET /api/v2/user/verify/{token})
      webOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
      storage,
      unverifiedTtlMs: env.UNVERIFIED_ACCOUNT_TTL_HOURS * 3_600_000,
      challengeWork: env.CODE_CHALLENGE_WORK,
    },
  });
  const checkout = createCheckoutService({
    db,
    clock,
    gateway,
    webOrigins: env.WEB_ORIGINS,
    purchaseTtlMinutes: env.PURCHASE_TTL_MINUTES,
  });
  const shopJson = shopJsonWith({ publicOrigin: env.PUBLIC_ORIGIN });
  const audit = createAuditService({ db, clock });
  const catalogueAdmin = createCatalogueAdmin({ db, clock, audit: audit.record });
  // the wallet's ledger names the shop's orders: the shop is given the learner's balance, and the wallet's
  // top-ups are paid through the shop's order payments
  const shop = createShop({
    db,
    clock,
    balance: orderBalance(wallet),
    gateway,
    webOrigins: env.WEB_ORIGINS,
    paymentTtlMinutes: env.PURCHASE_TTL_MINUTES,
    reviewerName: accounts.publicName,
    audit: audit.record,
  });
  const topups = createTopups({
    db,
    clock,
    wallet,
    gateway,
    webOrigins: env.WEB_ORIGINS,
    paymentTtlMinutes: env.PURCHASE_TTL_MINUTES,
    settle: shop.payments.settle,
  });
  const payments = createPaymentsService({
    payables: [checkout.payable, shop.payments.payable],
    sandbox,
    sslcommerz,
    payerContact: accounts.payerContact,
    warn,
  });
  // lesson videos and PDFs (issue 19): checked and kept on upload; this process's worker makes renditions
  const mediaTools = {
    ffmpeg: env.FFMPEG_PATH,
    ffprobe: env.FFPROBE_PATH,
    probeTimeoutMs: env.PROBE_TIMEOUT_SECONDS * 1000,
  };
  const videoWorker = createVideoWorker({
    db,
    clock,
    storage,
    tools: mediaTools,
    audit: audit.record,
    log: app.log,
    pollMs: env.VIDEO_POLL_SECONDS * 1000,
  });
  if (env.VIDEO_WORKER === 'on') {
    app.addHook('onReady', async () => videoWorker.start());
    // a rendition under way is stopped and queued again for the next worker
    app.addHook('onClose', async () => videoWorker.stop());
  }
  const lessonUploads = createLessonUploads({
    db,
    clock,
    audit: audit.record,
    catalogue: catalogueAdmin,
    storage,
    tools: mediaTools,
    onQueued: () => videoWorker.wake(),
  });
  // recitation practice (issue 20): recordings come up by tus, are checked when whole, and this process's
  // audio worker (with the video worker's VIDEO_WORKER and VIDEO_POLL_SECONDS) makes their playable files
  const audioWorker = createAudioWorker({
    db,
    clock,
    storage,
    tools: mediaTools,
    log: app.log,
    pollMs: env.VIDEO_POLL_SECONDS * 1000,
  });
  if (env.VIDEO_WORKER === 'on') {
    app.addHook('onReady', async () => audioWorker.start());
    app.addHook('onClose', async () => audioWorker.stop());
  }
  const practice = createPracticeService({
    db,
    clock,
    storage,
    tools: mediaTools,
    onQueued: () => audioWorker.wake(),
  });
  const practiceUploads = createPracticeUploads({
    practice,
    // unfinished uploads, on this machine's disk (a hidden folder: never a storage key)
    dir: join(env.UPLOAD_DIR, '.tus', 'practice'),
    maxBytes: env.PRACTICE_AUDIO_MAX_BYTES,
    folderMaxBytes: env.PRACTICE_UPLOADS_MAX_BYTES,
    expiryMs: env.PRACTICE_UPLOAD_EXPIRY_MINUTES * 60_000,
    publicOrigin: env.PUBLIC_ORIGIN,
    log: app.log,
    clock,
  });
  // every process sweeps the expired uploads of its machine's folder, whatever its VIDEO_WORKER (issue 35)
  app.addHook('onReady', async () => practiceUploads.start());
  app.addHook('onClose', async () => practiceUploads.stop());
  // exams and recitation practice meet in one interface (exams/exam-recitations.ts): the exams area asks
  // the practice area for an attempt's recitation practices, and is told when one is reviewed
  const examPractices = createExamPractices();
  const examsAdmin = createExamsAdmin({
    db,
    audit: audit.record,
    catalogue: catalogueAdmin,
    recitations: examPractices,
  });
  const practiceAdmin = createPracticeAdmin({
    db,
    clock,
    audit: audit.record,
    notifier,
    storage,
    tools: mediaTools,
    webOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
    onQueued: () => audioWorker.wake(),
    onExamReviewed: examsAdmin.recitationReviewed,
  });
  const practiceJson = practiceJsonWith({ mediaSigner });
  const ops = createOpsService({
    db,
    clock,
    mediaSigner,
    mediaDir: env.MEDIA_DIR,
    storage,
  });
  const orientation = createOrientationService({ db, clock, notifier });
  const learningAdmin = createLearningAdmin({ db, audit: audit.record, catalogue: catalogueAdmin });
  const recordingJson = recordingJsonWith({ mediaSigner, publicOrigin: env.PUBLIC_ORIGIN });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { verifyAccess: accounts.verifyAccess });

  // routes: the contract's operations by operationId, then the routes outside it
  const areas: ContractHandlers[] = [
    accountsHandlers(accounts, {
      publicOrigin: env.PUBLIC_ORIGIN,
      avatarMaxBytes: env.AVATAR_MAX_BYTES,
      maxSessions: env.MAX_SESSIONS,
    }),
    catalogueHandlers(createCatalogueService({ db, clock }), { recordingJson }),
    learningHandlers(
      createLearningService({ db, clock, mediaSigner, notesTtlSeconds: env.NOTES_URL_TTL_SECONDS }),
      { recordingJson },
    ),
    orientationHandlers(orientation),
    leadsHandlers(createLeadsService({ db, clock, audit: audit.record })),
    checkoutHandlers(checkout),
    paymentsHandlers(gateway),
    catalogHandlers(shop.catalogs, { publicOrigin: env.PUBLIC_ORIGIN }),
    shopHandlers(shop, { shopJson }),
    cmsHandlers(createCmsService({ db, clock })),
    examsHandlers(createExamsService({ db, clock, rewards: wallet, recitations: examPractices })),
    walletHandlers(wallet, { clock, topups }),
    activityHandlers(createActivityService({ db, clock, counters })),
    // the operator console (issue 19): /api/v3/admin, each operation's roles from the contract
    shopAdminHandlers(shop.admin),
    catalogueAdminHandlers(catalogueAdmin),
    checkoutAdminHandlers(createCheckoutAdmin({ db, clock, audit: audit.record })),
    learningAdminHandlers(learningAdmin),
    lessonUploadsHandlers(lessonUploads, {
      learning: learningAdmin,
      videoMaxBytes: env.VIDEO_MAX_BYTES,
      pdfMaxBytes: env.PDF_MAX_BYTES,
    }),
    examsAdminHandlers(examsAdmin),
    orientationAdminHandlers(createOrientationAdmin({ db, audit: audit.record })),
    practiceHandlers(practice, { json: practiceJson, uploads: practiceUploads }),
    practiceAdminHandlers(practiceAdmin, { json: practiceJson }),
    auditHandlers(audit),
    dashboardAdminHandlers(createDashboardAdmin({ db, clock })),
    enrollmentsAdminHandlers(createEnrollmentsAdmin({ db, clock, audit: audit.record, sessions: accounts })),
  ];
  const merge = (version: 'v2' | 'v3' | 'admin') =>
    Object.assign({}, ...areas.map((area) => area[version] ?? {}));
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
  if (sandbox) {
    // In production only with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging (loadEnv): a copy that takes no
    // money, and every one of its payment pages says so.
    const staging = env.NODE_ENV === 'production';
    if (staging)
      app.log.warn(
        'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging: payments go to the sandbox wallet, no money moves',
      );
    await app.register(paymentsRoutes, { payments, webOrigins: env.WEB_ORIGINS, staging });
  }
  if (sslcommerz) await app.register(sslcommerzRoutes, { payments });
  await app.register(opsRoutes, { ops, devOutbox: env.NODE_ENV !== 'production' });
  await app.register(apiReference, { v3: v3Spec, v2: v2Spec, admin: adminSpec });

  return app;
}
