// Process configuration from the environment, resolved once in main.ts and passed to buildApp.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, whichever directory the process was started from. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export interface ServerEnv {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL when set; otherwise PGlite in dataDir. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: the same database without a pooler in between (PgBouncer in transaction mode
   * does not carry LISTEN), for the read cache's LISTEN connection; unset → DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  /** Absolute. Relative DATA_DIR values are resolved against the process cwd. */
  dataDir: string;
  appSecret: string | undefined;
  webDistDir: string | undefined;
  /** The web app's server renderer, when built (apps/web/dist-server/entry-server.js). */
  ssrEntry: string | undefined;
  seed: boolean;
  redisUrl: string | undefined;
  /** Prefix of this product's keys in Redis (several products or test runs may share one Redis). */
  redisKeyPrefix: string;
  appConfigFile: string | undefined;
  publicUrl: string;
  /** TRUST_PROXY, read by trustProxyFromEnv: which peers' X-Forwarded-* headers are believed. */
  trustProxy: TrustProxy;
}

/**
 * Fastify's `trustProxy`: false (the default: X-Forwarded-* are ignored and the client address is the
 * socket's), a list of addresses or CIDR ranges of the proxies (their forwarded headers are believed
 * only from them, and the client is the first address from the right that is not one of them), or
 * true (every peer is a proxy: whoever reaches the server picks its own address). Hop counts are not
 * offered: Fastify 5 refuses every peer for them (it cannot check the one in front).
 */
export type TrustProxy = boolean | string[];

/**
 * TRUST_PROXY: unset, `0` or `false` → none; `1`/`true` → every peer (Fastify's `true`); otherwise a
 * comma-separated list of addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`, `loopback`, …),
 * which is what docs/security.md recommends.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw === '1' || raw.toLowerCase() === 'true') return true;
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.filter((item) => !PROXY_ADDRESS.test(item));
  if (bad.length)
    throw new Error(
      `TRUST_PROXY must be the proxy's addresses or CIDR ranges separated by commas (e.g. 127.0.0.1 or 10.0.0.0/8), not "${bad.join(', ')}"`,
    );
  return list;
}

/** An IPv4 or IPv6 address, optionally with a prefix length, or one of proxy-addr's names. */
const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|(?=[0-9a-f.:]*[.:])[0-9a-f.:]+(?:\/\d{1,3})?)$/i;

const LOOPBACK_HOSTS = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/**
 * TRUST_PROXY=1 or true believes X-Forwarded-For from anyone who reaches the server: on an address
 * other than loopback a client can name its own address and walk past every per-address limit
 * (login, registration, search, promo codes). Said once at start then.
 */
export function trustAllProxiesWarning(env: Pick<ServerEnv, 'trustProxy' | 'host'>): string | undefined {
  if (env.trustProxy !== true || LOOPBACK_HOSTS.test(env.host)) return undefined;
  return (
    `TRUST_PROXY trusts every peer while the server listens on ${env.host}: anyone who reaches it without the ` +
    'proxy can set X-Forwarded-For to any address and get past the per-address limits (login, registration, ' +
    "search, promo codes). Set TRUST_PROXY to the proxy's addresses or CIDR ranges (e.g. TRUST_PROXY=127.0.0.1 or " +
    '10.0.0.0/8), or listen on loopback only (HOST=127.0.0.1). See docs/security.md.'
  );
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const webDistDir = path.resolve(cwd, env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  // SSR=0 serves the client-rendered shell only (e.g. to compare the two).
  const ssrEntry = path.resolve(cwd, env.WEB_SSR_ENTRY ?? path.join(REPO_ROOT, 'apps/web/dist-server/entry-server.js'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? './data'),
    appSecret: env.APP_SECRET || undefined,
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined,
    ssrEntry:
      env.SSR !== '0' && existsSync(ssrEntry) && existsSync(path.join(webDistDir, '.vite', 'manifest.json'))
        ? ssrEntry
        : undefined,
    seed: env.SEED !== '0',
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'investradar:rl:',
    appConfigFile: env.APP_CONFIG_FILE ? path.resolve(cwd, env.APP_CONFIG_FILE) : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
  };
}

/** SIGTERM / SIGINT: how long requests in flight may take to finish before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * With DATABASE_URL several instances may share the database, and every one must sign anti-forgery
 * tokens with the same secret: a generated per-directory secret would make each instance refuse the
 * others' tokens (419 behind a load balancer). So APP_SECRET is required there; PGlite keeps its own.
 */
export function missingSharedSecret(env: Pick<ServerEnv, 'databaseUrl' | 'appSecret'>): string | undefined {
  if (!env.databaseUrl || env.appSecret) return undefined;
  return (
    'APP_SECRET is required with DATABASE_URL: every instance on one database must sign its anti-forgery tokens ' +
    'with the same secret. Set APP_SECRET to a random string of at least 32 characters (e.g. `openssl rand -base64 48`).'
  );
}

/**
 * In production cookies are `Secure`: a browser on plain http drops them, so it never holds a session or
 * an anti-forgery token and every form answers 419. Said once at start when PUBLIC_URL is not https.
 */
export function insecurePublicUrlWarning(env: Pick<ServerEnv, 'production' | 'publicUrl'>): string | undefined {
  if (!env.production || env.publicUrl.toLowerCase().startsWith('https://')) return undefined;
  return (
    `PUBLIC_URL is ${env.publicUrl}, not https: in production the session and XSRF-TOKEN cookies are Secure, ` +
    'so browsers drop them over plain http and every form will answer 419. Serve the app over https: run it ' +
    "behind a TLS-terminating reverse proxy, with TRUST_PROXY set to the proxy's address, and set PUBLIC_URL to " +
    'its https address.'
  );
}
