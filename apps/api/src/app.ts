import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import { healthAnswerSchema, MESSAGES, type AppConfig } from '@investradar/ui/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { COMPRESS_THRESHOLD } from './http/cached-answer';
import { AccessLogController, lazyRequestLogger } from './http/request-log';
import { createPageHandler, registerWebApp } from './http/web-app';
import path from 'node:path';
import { loadAppConfig } from './app-config';
import type { DatabaseHandle } from './db/client';
import { installErrorHandling, sendError } from './http/errors';
import { installBodyGuard } from './http/body-guard';
import { operation, registerOpenApi, withMeta } from './http/openapi';
import { genReqId, installRequestIdHeader } from './http/request-id';
import { withLogRedaction } from './lib/log-redaction';
import { CLOUDPAYMENTS_CSP, installSecurity, type SessionSource } from './http/security';
import { paymentsSettingsFromEnv, registerMoney, withSandboxBillingPage, type AppMoneyOptions } from './features/money';
import { createAuthThrottle } from './http/throttle';
import { createKnownDevices } from './http/known-device';
import {
  createMemoryStore,
  DEFAULT_AUTH_THROTTLE,
  type AuthThrottleOptions,
  type CounterStore,
} from './lib/rate-limit';
import {
  createAccountRepository,
  createAuthTransaction,
  createSessionsRepository,
  sessionReusable,
  type SessionLookup,
  createUsersRepository,
  registerAccountRoutes,
  registerAuthRoutes,
  createEmailVerificationsRepository,
  createAccountService,
  createAuthService,
} from './features/account';
import { createReadCache, duringRequest, type ReadCache, type ReadCacheOptions } from './lib/read-cache';
import { registerConfigRoutes } from './features/config';
import type { TokenBucketRule } from './lib/rate-limit';
import { registerSurveyRoutes, createSurveyRepository, createSurveyService } from './features/survey';
import { registerPortfolioRoutes, createPortfoliosRepository, createPortfoliosService } from './features/portfolios';
import {
  createIdeasRepository,
  createIdeasService,
  createPermissionsReader,
  registerIdeasRoutes,
  createForecastersRepository,
  createForecastersService,
  createSavedFiltersRepository,
  createSavedFiltersService,
  createIdeasExportService,
  createIdeasFeedIndex,
  type IdeasFeedIndex,
} from './features/ideas';
import {
  createSearchRepository,
  createSearchService,
  registerSearchRoutes,
  type SearchService,
} from './features/search';
import { createLogMailer, type Mailer } from './lib/mailer';
import {
  registerInsiderRadarRoutes,
  createInsiderRadarRepository,
  createInsiderRadarService,
} from './features/insider-radar';
import { registerReadiness } from './http/readiness';
import { registerUnsubscribeRoutes } from './features/mail';
import { registerLeagueFeature } from './features/league';
import { registerContentRoutes, createContentRepository, createContentService } from './features/content';

export interface AppOptions {
  database: DatabaseHandle;
  /** Signs anti-forgery tokens (see lib/secret.ts for where it comes from). */
  secret: string;
  /** Secure cookies; set in production (NODE_ENV=production). */
  production?: boolean;
  /** Built web app to serve with an SPA fallback; absent → API only. */
  webDistDir?: string;
  /**
   * The web app's server renderer (apps/web/dist-server/entry-server.js): pages are rendered here
   * with their data; absent → the client-rendered shell for every page.
   */
  ssrEntry?: string;
  appConfig?: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /**
   * Log every request and its answer when a logger is set, one line each (http/request-log.ts). On by
   * default; false leaves access logs to a reverse proxy (the app still logs warnings and errors).
   */
  logRequests?: boolean;
  /** Where verification emails go; default: the server log. */
  mailer?: Mailer;
  /** Base address for links in emails. */
  publicUrl?: string;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Counters for login/registration throttling; default: in memory (one process). */
  counterStore?: CounterStore;
  authThrottle?: Partial<AuthThrottleOptions>;
  /** Searches per client address (routes/search.ts); default DEFAULT_SEARCH_LIMIT. */
  searchLimit?: TokenBucketRule;
  /**
   * The body guard (http/body-guard.ts) in front of every handler; on by default. Only tests turn it
   * off, to show that the domain schemas refuse control characters on their own.
   */
  bodyGuard?: boolean;
  /** Memory cache of sessions, account views and searches (services/read-cache.ts); false turns it off. */
  readCache?: ReadCacheOptions | false;
  /** false: the ideas feed always reads the database (IDEAS_INDEX=0; tests compare both paths). */
  ideasFeedIndex?: boolean;
  /** Payments and subscriptions (money.ts): the provider, its secret, hooks run with each credit. */
  money?: AppMoneyOptions;
  /** ADMIN_SECRET: the operator's league commands (close an idea, settle); unset → those routes are closed. */
  adminSecret?: string | undefined;
  /** TELEGRAM_BOT_SECRET: the bot's bonus redemption call; unset → closed. */
  telegramBotSecret?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Exposed for tests and the health route: settle() waits for pending database events. */
    readCache: ReadCache;
    /** The ideas feed's copy in memory (undefined when turned off); the benchmark waits for its load. */
    ideasFeedIndex: IdeasFeedIndex | undefined;
    /** The search (its index and rows in memory); the benchmark waits for their load. */
    searchService: SearchService;
  }
}

/** Request bodies are small forms; anything bigger is refused before it reaches a handler. */
export const BODY_LIMIT = 64 * 1024;

/**
 * The Fastify server every answer goes through, before any route or hook of the API: logging (one
 * access line per request unless `logRequests` is false), request ids sent back in X-Request-Id, the
 * body limit. The benchmark builds its ceiling for GET /api/account on it (bench/api.ts).
 */
export function createServer(options: Pick<AppOptions, 'logger' | 'logRequests' | 'trustProxy'>): FastifyInstance {
  const app = Fastify({
    logger: withLogRedaction(options.logger),
    logController: new AccessLogController({ disableRequestLogging: options.logRequests === false }),
    // Each request's logger is made when the request first logs through it (most never do).
    ...(options.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // Ids of at most a few hundred bytes reach the router; longer paths are not ours.
    routerOptions: { maxParamLength: 200 },
    genReqId,
  });
  installRequestIdHeader(app);
  return app;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createServer(options);
  const { db } = options.database;
  const config = withSandboxBillingPage(options.appConfig ?? loadAppConfig(), options.money);

  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const readCache = createReadCache(options.readCache || {});
  if (options.readCache !== false) await readCache.attach(options.database);
  app.addHook('onClose', () => readCache.close());
  app.decorate('readCache', readCache);
  // Before the session check: every cached read of the request knows when it arrived (one version
  // read can then serve the session, the permission rows and the account view of the request).
  // The rest of the lifecycle runs inside the scope (and what it starts inherits it). Only where
  // versions are read (PostgreSQL): nothing else asks for it (entering it costs ≈ 0.15 µs).
  if (readCache.stats().versioned)
    app.addHook('onRequest', (_request, _reply, done) => duringRequest(performance.now(), done));
  const reusable = (lookup: SessionLookup) => sessionReusable(lookup);
  const sessionSource: SessionSource = {
    peek: (rawId) => readCache.peekSession(rawId, reusable),
    findValid: (rawId) => readCache.session(rawId, () => sessions.findValid(rawId), reusable),
  };
  const account = createAccountRepository(db);
  const transaction = createAuthTransaction(db);
  const mailer = options.mailer ?? createLogMailer((message) => app.log.info(message));
  const auth = createAuthService({
    users,
    sessions,
    transaction,
    telegramBotUrl: config.telegram_bot_url,
    mailer,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    onMailError: (error) => app.log.warn({ err: error }, 'registration: the letter to the address owner failed'),
  });
  const accountService = createAccountService({
    users,
    account,
    emailVerifications: createEmailVerificationsRepository(db),
    transaction,
    mailer,
    config,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    readCache,
  });

  installErrorHandling(app);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  // POSTs without a payload (finish-onboarding, logout from fetch) often still say application/json.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  // The real card widget is a third party's script and frame on the checkout: the pages allow its hosts.
  const paymentsKind = options.money?.provider?.kind ?? (options.money?.settings ?? paymentsSettingsFromEnv()).provider;
  const csp = paymentsKind === 'cloudpayments' ? CLOUDPAYMENTS_CSP : undefined;
  const security = installSecurity(app, {
    ...(csp ? { csp } : {}),
    secret: options.secret,
    secureCookies: options.production ?? false,
    hsts: options.production ?? false,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    sessions: sessionSource,
    // Read-your-writes on this instance: the database's event about a change may still be on its way
    // when the next request arrives, so a signed-in write drops the user's cached session and view as
    // its answer goes out.
    onWriteAnswered: (userId) => readCache.invalidateUser(userId),
  });
  if (options.bodyGuard !== false) installBodyGuard(app);

  const counterStore = options.counterStore ?? createMemoryStore();
  if (!options.counterStore) app.addHook('onClose', () => counterStore.close());
  const throttle = createAuthThrottle(counterStore, { ...DEFAULT_AUTH_THROTTLE, ...options.authThrottle }, (error) =>
    app.log.warn({ err: error }, 'rate-limit store failed; request let through'),
  );
  const webDistDir = options.webDistDir;
  const sendIndex = webDistDir ? await registerWebApp(app, webDistDir, { pages: !!options.ssrEntry }) : null;
  // JSON and HTML answers from 1 KB on, compressed as they go out; routes registered from here on.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Request bodies are small forms; nobody sends them compressed.
    globalDecompression: false,
  });
  // Before the routes: the document collects each route as it is registered.
  await registerOpenApi(app);

  const devices = createKnownDevices({ secret: options.secret, secureCookies: options.production ?? false });
  registerAuthRoutes(app, { auth, security, throttle, devices, secret: options.secret });
  registerAccountRoutes(app, { accountService, throttle, devices });
  registerConfigRoutes(app, { config });
  const searchService = createSearchService({ search: createSearchRepository(db), readCache });
  app.addHook('onClose', () => searchService.close());
  app.decorate('searchService', searchService);
  registerSearchRoutes(app, { searchService, limit: options.searchLimit });
  registerSurveyRoutes(app, { surveyService: createSurveyService({ survey: createSurveyRepository(db) }) });
  registerPortfolioRoutes(app, {
    portfoliosService: createPortfoliosService({ portfolios: createPortfoliosRepository(db), account }),
  });
  // The feed and the radar check an account type's permissions on every call: kept by the read cache.
  const cachedPermissions = {
    ...account,
    permissions: (type: string) => readCache.permissions(type, () => account.permissions(type)),
  };
  registerInsiderRadarRoutes(app, {
    insiderRadar: createInsiderRadarService({ radar: createInsiderRadarRepository(db), account: cachedPermissions }),
  });
  const permissionsOf = createPermissionsReader(cachedPermissions);
  const ideasRepository = createIdeasRepository(db);
  const feedIndex =
    options.ideasFeedIndex === false || (options.ideasFeedIndex === undefined && process.env.IDEAS_INDEX === '0')
      ? undefined
      : createIdeasFeedIndex(ideasRepository);
  if (feedIndex) app.addHook('onClose', () => feedIndex.close());
  app.decorate('ideasFeedIndex', feedIndex);
  registerIdeasRoutes(app, {
    ideasService: createIdeasService({ ideas: ideasRepository, permissionsOf, ...(feedIndex ? { feedIndex } : {}) }),
    forecastersService: createForecastersService({ forecasters: createForecastersRepository(db), permissionsOf }),
    savedFiltersService: createSavedFiltersService({ savedFilters: createSavedFiltersRepository(db), permissionsOf }),
    exportService: createIdeasExportService({ ideas: ideasRepository, permissionsOf }),
  });
  await registerUnsubscribeRoutes(app, {
    db,
    secret: options.secret,
    onUnsubscribed: (userId) => readCache.invalidateUser(userId),
  });

  await registerMoney(app, { db, config, readCache, throttle, options: options.money ?? {} });

  registerLeagueFeature(app, {
    db,
    config,
    secret: options.secret,
    counterStore,
    devices,
    adminSecret: options.adminSecret,
    telegramBotSecret: options.telegramBotSecret,
    secureCookies: options.production ?? false,
    publicUrl: options.publicUrl,
  });

  registerContentRoutes(app, {
    contentService: createContentService({ content: createContentRepository(db), account }),
  });

  // Registered after the compression plugin: pages over 1 KB go out compressed.
  const handlePage =
    webDistDir && sendIndex && options.ssrEntry
      ? await createPageHandler(app, {
          entry: options.ssrEntry,
          manifest: path.join(webDistDir, '.vite', 'manifest.json'),
          ...(options.publicUrl ? { publicOrigin: new URL(options.publicUrl).origin } : {}),
          fallback: sendIndex,
          ...(csp ? { csp } : {}),
        })
      : null;
  if (handlePage) {
    // Every address that is not a file of the build nor an API route; anything but a page request
    // (an /api/ path, a script asking for a missing file) gets the usual 404.
    app.get('/*', (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || !(request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
      return handlePage(request, reply);
    });
  }

  app.get(
    '/api/health',
    {
      schema: operation({
        tags: ['Служебное'],
        summary: 'Процесс жив',
        description: 'Проверка живости для балансировщика: процесс отвечает; какая база данных подключена.',
        ok: { 200: withMeta(healthAnswerSchema, { status: 'ok', database: 'postgres' }) },
      }),
    },
    async () => ({ status: 'ok' as const, database: options.database.kind }),
  );
  registerReadiness(app, options.database, options.counterStore);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    // A page without the server renderer: the SPA shell, whose router decides in the browser.
    if (!isApi && sendIndex && isPageRequest) return sendIndex(reply);
    return sendError(reply, 404, isApi ? MESSAGES.notFoundEntity : MESSAGES.notFound);
  });

  return app;
}
