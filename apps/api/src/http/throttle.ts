import { MESSAGES } from '@investradar/ui/domain';
import { ApiError } from '../lib/errors';
import type { AuthThrottleOptions, CounterStore } from '../lib/rate-limit';
import { sha256 } from '../lib/tokens';

function tooManyAttempts(
  resetMs: number,
  message: string = MESSAGES.tooManyAttempts,
  /** The promo code form shows `error_description` (docs/product/errors.md). */
  described = false,
): ApiError {
  const error = new ApiError(429, message, undefined, described ? { error_description: message } : undefined);
  error.headers['retry-after'] = String(Math.max(1, Math.ceil(resetMs / 1000)));
  return error;
}

/** The wait after the n-th attempt over the free ones of an (account, address) pair: 1 s, 2 s, 4 s, … capped. */
export function pairDelayMs(rules: AuthThrottleOptions['loginPerAccountAndAddress'], over: number): number {
  return Math.min(rules.maxDelayMs, rules.baseDelayMs * 2 ** Math.min(30, Math.max(0, over - 1)));
}

/**
 * Sign-in throttling the OWASP way (docs/security.md, Sign-in throttling):
 * - per (account, address) pair — or (account, known device) — a few free attempts, then each one
 *   more waits twice as long as the last (1 s, 2 s, 4 s … up to 15 min): whoever guesses from one
 *   place slows only themselves, never the owner signing in from elsewhere;
 * - per address, every attempt at any account (one address spraying many accounts);
 * - per account, a ceiling on failures from devices that have not signed in to it before (guessing
 *   from many addresses at once). Over it, those sign-ins are refused with a Russian message saying
 *   so; a device the owner signed in from before (the known-device cookie, http/known-device.ts) is
 *   not held by the ceiling nor by the address limit, only by its own pair.
 * Every counter is taken before the password is checked, in one atomic step of the store (INCR in
 * Redis, one statement in PostgreSQL, a synchronous update in memory), so N parallel guesses can never
 * get more checks than the limits allow; a right password gives its attempt back. Counters live in the
 * store (Redis or the database when several instances run); if the store fails, requests pass and the
 * failure is logged: an outage of the counter must not lock every user out.
 */
export function createAuthThrottle(
  store: CounterStore,
  rules: AuthThrottleOptions,
  onStoreError: (error: unknown) => void,
) {
  async function safe<T>(operation: () => Promise<T>): Promise<T | undefined> {
    try {
      return await operation();
    } catch (error) {
      onStoreError(error);
      return undefined;
    }
  }
  const accountHash = (email: string) => sha256(email.trim().toLowerCase());
  const accountKey = (email: string) => `login:account:${accountHash(email)}`;
  const pairKey = (ip: string, email: string, device: string | null) =>
    device ? `login:pair:${accountHash(email)}:device:${device}` : `login:pair:${accountHash(email)}:ip:${ip}`;

  const usableEmail = (email: unknown): email is string => typeof email === 'string' && email.length <= 254;

  return {
    /**
     * Counts the attempt before the password is checked. `device` is the known-device id when this
     * browser has signed in to this account before (http/known-device.ts), else null.
     */
    async beforeLogin(ip: string, email: unknown, device: string | null = null): Promise<void> {
      const known = device !== null && usableEmail(email);
      if (!known) {
        const byIp = await safe(() => store.hit(`login:ip:${ip}`, rules.loginPerIp.windowMs));
        if (byIp && byIp.count > rules.loginPerIp.limit) throw tooManyAttempts(byIp.resetMs);
      }
      if (!usableEmail(email)) return;
      const pair = rules.loginPerAccountAndAddress;
      const key = pairKey(ip, email, known ? device : null);
      const attempts = await safe(() => store.hit(key, pair.windowMs));
      if (attempts && attempts.count > pair.free) {
        // One attempt per gate window, the window growing with every attempt (refused ones too).
        const gate = await safe(() => store.hit(`${key}:gate`, pairDelayMs(pair, attempts.count - pair.free)));
        if (gate && gate.count > 1) throw tooManyAttempts(gate.resetMs);
      }
      if (known) return;
      const byAccount = await safe(() => store.hit(accountKey(email), rules.loginFailuresPerAccount.windowMs));
      if (byAccount && byAccount.count > rules.loginFailuresPerAccount.limit)
        throw tooManyAttempts(byAccount.resetMs, MESSAGES.accountLoginLocked);
    },

    /** A right password: the pair starts over, and the attempt is given back to the account's ceiling. */
    async loginSucceeded(ip: string, email: unknown, device: string | null = null): Promise<void> {
      if (!usableEmail(email)) return;
      const key = pairKey(ip, email, device);
      await safe(() => Promise.all([store.reset(key), store.reset(`${key}:gate`)]));
      if (device === null) await safe(() => store.release(accountKey(email)));
    },

    /**
     * Re-authentication (update-pwd, update-email): the current password is a login attempt against
     * the account's own address, counted by the same counters before it is checked, so a stolen
     * session cannot guess it faster than the login form could (issue #12).
     */
    beforeReauth(ip: string, accountEmail: string | undefined, device: string | null = null): Promise<void> {
      return this.beforeLogin(ip, accountEmail, device);
    },

    reauthSucceeded(ip: string, accountEmail: string | undefined, device: string | null = null): Promise<void> {
      return this.loginSucceeded(ip, accountEmail, device);
    },

    /** Email changes send mail: limited per account and per target address, whatever the answer. */
    async beforeEmailChange(userId: number, targetEmail: string): Promise<void> {
      const byAccount = await safe(() =>
        store.hit(`email-change:account:${userId}`, rules.emailChangePerAccount.windowMs),
      );
      if (byAccount && byAccount.count > rules.emailChangePerAccount.limit) throw tooManyAttempts(byAccount.resetMs);
      const byAddress = await safe(() =>
        store.hit(
          `email-change:address:${sha256(targetEmail.trim().toLowerCase())}`,
          rules.emailChangePerAddress.windowMs,
        ),
      );
      if (byAddress && byAddress.count > rules.emailChangePerAddress.limit) throw tooManyAttempts(byAddress.resetMs);
    },

    async beforeRegister(ip: string): Promise<void> {
      const byIp = await safe(() => store.hit(`register:ip:${ip}`, rules.registerPerIp.windowMs));
      if (byIp && byIp.count > rules.registerPerIp.limit) throw tooManyAttempts(byIp.resetMs);
    },

    /**
     * A try of a promo code (the checkout's discount field, the activation call), counted per address
     * and across all clients before the code is looked up (the per-account limit is the payments
     * service's own); 429 with `error_description` when over either.
     */
    async beforePromocode(ip: string): Promise<void> {
      const byIp = await safe(() => store.hit(`promo:ip:${ip}`, rules.promocodePerAddress.windowMs));
      if (byIp && byIp.count > rules.promocodePerAddress.limit)
        throw tooManyAttempts(byIp.resetMs, MESSAGES.tooManyAttempts, true);
      const all = await safe(() => store.hit('promo:all', rules.promocodeGlobal.windowMs));
      if (all && all.count > rules.promocodeGlobal.limit)
        throw tooManyAttempts(all.resetMs, MESSAGES.tooManyAttempts, true);
    },

    /** The code tried exists: not a guess, its try is given back to both counters. */
    async promocodeFound(ip: string): Promise<void> {
      await safe(() => Promise.all([store.release(`promo:ip:${ip}`), store.release('promo:all')]));
    },
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
