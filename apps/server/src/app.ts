import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAlertRoutes } from './modules/alerts/routes';
import { alertUnsubscribeUrl, registerAlertUnsubscribeRoutes } from './modules/alerts/unsubscribe-routes';
import { withLiveSessions } from './modules/auth/live-sessions';
import { readPageSession, registerPageSessionCsrfGuard } from './modules/auth/page-session';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCartRoutes } from './modules/cart/routes';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerAdminListingRoutes } from './modules/listings/admin-routes';
import { registerDraftRoutes } from './modules/listings/draft-routes';
import { registerAdminOrderRoutes } from './modules/orders/admin-routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerListingRoutes } from './modules/listings/routes';
import { registerRfqRoutes } from './modules/rfqs/routes';
import { registerSearchRoutes } from './modules/search/routes';
import { registerAdminOrganisationRoutes } from './modules/organisations/admin-organisation-routes';
import { registerNegotiationRoutes } from './modules/negotiations/routes';
import { registerOfferCheckoutRoutes } from './workflows/offer-checkout-routes';
import { registerOrganisationRoutes } from './modules/organisations/routes';
import { registerUserRoutes } from './modules/users/routes';
import { createAccessTokens, type AccessTokens } from './platform/access-tokens';
import { registerAuthGuard } from './platform/auth-guard';
import { createCaptchaVerifier } from './platform/captcha';
import { fastifyTrustProxy } from './platform/client-address';
import { systemClock, type Clock } from './platform/clock';
import { createConcurrencyGate, GATE_QUEUE_PER_PLACE } from './platform/concurrency-gate';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { createErrorReporter, type ErrorReporter } from './platform/error-reporting';
import { registerErrorHandlers, sendClientError, sendFrameworkError } from './platform/errors';
import { createFileStorage } from './platform/files/create-file-storage';
import { registerFileRoutes } from './platform/files/file-routes';
import type { FileStorage } from './platform/files/file-storage';
import { isLocalFileStorage } from './platform/files/local-file-storage';
import { createJobRegistry, type JobRegistry } from './platform/jobs/job-registry';
import { resolveServerKeys } from './platform/keys/server-keys';
import { createLoggerOptions } from './platform/logger';
import { registerMailDelivery, type MailTransport } from './platform/mail/deliver-mail';
import { deriveUnsubscribeKey } from './platform/mail/mail-headers';
import { createSmtpTransport } from './platform/mail/smtp-transport';
import { registerDevMailbox } from './platform/mail/dev-mailbox-routes';
import { registerFailedMailRoutes } from './platform/mail/failed-mail-routes';
import { registerInputGuard } from './platform/input-guard';
import { registerMetrics } from './platform/metrics';
import { registerOpenApi } from './platform/openapi';
import { registerRateLimit } from './platform/rate-limit/register-rate-limit';
import { createPasswordHasher, type PasswordHasher } from './platform/passwords';
import type { ServerContext } from './platform/server-context';
import { registerCors, registerSecurityHeaders } from './platform/security-headers';
import { createPageRenderer } from './platform/page-render';
import { registerStaticSpa } from './platform/static-spa';
import { registerCompression } from './platform/compression';
import { registerSystemRoutes } from './platform/system-routes';
import { registerAddressValidationRoutes } from './workflows/address-validation-routes';
import { registerAuditLogRoutes } from './workflows/audit-log-routes';
import { registerCheckoutRoutes } from './workflows/checkout-routes';
import { registerEmailChangeRoutes } from './workflows/email-change-routes';
import { registerOperatorUserRoutes } from './workflows/operator-user-routes';
import { registerRfqAcceptanceRoutes } from './workflows/rfq-acceptance-routes';
import { registerSelfUserRoutes } from './workflows/self-user-routes';
import { registerUserAdministrationRoutes } from './workflows/user-administration-routes';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  clock?: Clock;
  tokens?: AccessTokens;
  passwords?: PasswordHasher;
  reporter?: ErrorReporter;
  /** The job handlers' registry, for main to poll; a fresh one by default. */
  jobs?: JobRegistry;
  /** Replaces the SMTP transport of SMTP_URL (tests). */
  mailTransport?: MailTransport | null;
  /** Replaces the file store of the configuration. */
  files?: FileStorage;
  /** Sees every route as it is registered (the authorisation matrix test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify app over an open, migrated database; main listens on it, tests inject into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: createLoggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    connectionTimeout: config.requestTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    handlerTimeout: config.requestTimeoutMs,
    // `api/universal/organisations/self/` is called with and without the slash
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const clock = options.clock ?? systemClock;
  const keys = await resolveServerKeys(db, config);
  const ctx: ServerContext = {
    config,
    db,
    clock,
    // every verified token's session and roles are read from the database (decision 130)
    tokens: withLiveSessions(options.tokens ?? createAccessTokens(keys.jwtSecret), db),
    passwords: options.passwords ?? createPasswordHasher(config.argon2),
    reporter: options.reporter ?? (await createErrorReporter({ logger: app.log, sentry: config.sentry })),
    keys,
    captcha: createCaptchaVerifier(config.captcha, app.log),
    jobs: options.jobs ?? createJobRegistry(),
    files: options.files ?? (await createFileStorage(config.files.storage, keys.jwtSecret)),
    searchGate: createConcurrencyGate({
      name: 'searches',
      concurrency: config.search.concurrency,
      queue: config.search.concurrency * GATE_QUEUE_PER_PLACE,
      perKey: config.search.concurrencyPerClient,
      // a search that waited as long as one of its statements may take is better sent again later
      maxWaitMs: config.search.statementTimeoutMs,
    }),
  };
  const { smtpUrl } = config.mail;
  const transport =
    options.mailTransport !== undefined
      ? options.mailTransport
      : smtpUrl
        ? createSmtpTransport({ ...config.mail, smtpUrl })
        : null;
  const unsubscribeKey = deriveUnsubscribeKey(keys.jwtSecret);
  registerMailDelivery(ctx.jobs, {
    transport,
    from: config.mail.from,
    replyTo: config.supportEmail,
    unsubscribeUrls: { 'alert-digest': (to) => alertUnsubscribeUrl(config.publicUrl, unsubscribeKey, to) },
  });
  app.decorate('ctx', ctx);
  // the error reports on their way are sent before the server stops (at most 2 s)
  app.addHook('onClose', async () => void (await ctx.reporter.flush?.(2000)));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app, ctx.reporter);
  registerSecurityHeaders(app, config);
  registerCors(app, config.corsAllowedOrigins);
  await registerCompression(app);
  await registerRateLimit(app, {
    perMinute: config.rateLimitPerMinute,
    exempt: config.rateLimitExempt,
    redisUrl: config.rateLimitRedisUrl,
    db,
    clock,
  });
  await registerOpenApi(app);
  registerAuthGuard(app, { tokens: ctx.tokens, clock });
  registerInputGuard(app);
  // before the routes, so that its timing hook sees every one of them
  registerMetrics(app, ctx);
  app.addHook('onSend', async (request, reply) => {
    // API answers are per user: no shared cache may keep them
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerSystemRoutes(app, ctx);
  if (config.devMailbox) registerDevMailbox(app, ctx);
  registerPageSessionCsrfGuard(app, config);
  await registerAuthRoutes(app, ctx);
  registerSelfUserRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerOrganisationRoutes(app, ctx);
  registerUserAdministrationRoutes(app, ctx);
  registerEmailChangeRoutes(app, ctx);
  await registerDocumentRoutes(app, ctx);
  // listings and packages, their drafts, expiry jobs and the withdrawal after a suspension
  registerListingRoutes(app, ctx);
  registerDraftRoutes(app, ctx);
  // alerts and urgent requests: matching on publication, digests, sellers' urgent request settings
  registerAlertRoutes(app, ctx);
  registerAlertUnsubscribeRoutes(app, ctx);
  // buyers' search of other organisations' live listings and packages
  registerSearchRoutes(app, ctx);
  // requests for quotation: buyers' drafts and lifecycle, sellers' quotes, the operator's review, expiry
  registerRfqRoutes(app, ctx);
  registerRfqAcceptanceRoutes(app, ctx);
  // offers: negotiations between buyers and sellers, their deadlines and the listing's end (issue 9)
  registerNegotiationRoutes(app, ctx);
  registerOfferCheckoutRoutes(app, ctx);
  // buying (issue 8): the cart and its emptying job, checkout, orders
  registerCartRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  // the local store's signed download addresses (object storage serves its own)
  if (isLocalFileStorage(ctx.files)) registerFileRoutes(app, ctx.files, clock);
  // the operator console (api/admin/…)
  registerAdminOrganisationRoutes(app, ctx);
  registerOperatorUserRoutes(app, ctx);
  registerAddressValidationRoutes(app, ctx);
  registerAuditLogRoutes(app, ctx);
  registerAdminListingRoutes(app, ctx);
  registerAdminOrderRoutes(app, ctx);
  registerFailedMailRoutes(app, ctx);
  // signed-in pages rendered for the session cookie: marketplace users only (the console is not rendered)
  const pages = createPageRenderer({
    distDir: config.webDistDir,
    inject: (request) => app.inject(request),
    log: app.log,
    now: () => ctx.clock.now(),
    readSession: async (request) => {
      const session = await readPageSession(ctx, request.headers.cookie, ctx.clock.now());
      if (session?.caller.tenant !== 'MARKETPLACE') return null;
      return { userId: session.caller.userId, accessToken: session.accessToken };
    },
  });
  await registerStaticSpa(app, config.webDistDir, {
    region: config.region,
    supportEmail: config.supportEmail,
    pages,
  });
  return app;
}
