import { MESSAGES } from '@investradar/ui/domain';
import { ApiError } from '../lib/errors';
import type { AuthThrottleOptions, CounterStore } from '../lib/rate-limit';
import { sha256 } from '../lib/tokens';

function tooManyAttempts(resetMs: number): ApiError {
  const error = new ApiError(429, MESSAGES.tooManyAttempts);
  error.headers['retry-after'] = String(Math.max(1, Math.ceil(resetMs / 1000)));
  return error;
}

/**
 * Login and registration throttling, per client address and per account. Counters live in the store
 * (Redis when configured); if the store fails, requests pass and the failure is logged: an outage of
 * the counter must not lock every user out.
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
  const accountKey = (email: string) => `login:account:${sha256(email.trim().toLowerCase())}`;

  const usableEmail = (email: unknown): email is string => typeof email === 'string' && email.length <= 254;

  return {
    /**
     * Counts the attempt against the address and the account before the password is checked: the
     * increment and the comparison are one atomic step of the store (INCR in Redis, a synchronous
     * update in memory), so N parallel guesses can never get more than the limit checked. A login that
     * succeeds clears the account's count (loginSucceeded); a failed one leaves its attempt counted.
     */
    async beforeLogin(ip: string, email: unknown): Promise<void> {
      const byIp = await safe(() => store.hit(`login:ip:${ip}`, rules.loginPerIp.windowMs));
      if (byIp && byIp.count > rules.loginPerIp.limit) throw tooManyAttempts(byIp.resetMs);
      if (usableEmail(email)) {
        const byAccount = await safe(() => store.hit(accountKey(email), rules.loginFailuresPerAccount.windowMs));
        if (byAccount && byAccount.count > rules.loginFailuresPerAccount.limit)
          throw tooManyAttempts(byAccount.resetMs);
      }
    },

    async loginSucceeded(email: unknown): Promise<void> {
      if (usableEmail(email)) await safe(() => store.reset(accountKey(email)));
    },

    /**
     * Re-authentication (update-pwd, update-email): the current password is a login attempt against
     * the account's own address, counted by the same counters before it is checked, so a stolen
     * session cannot guess it faster than the login form could (issue #12).
     */
    beforeReauth(ip: string, accountEmail: string | undefined): Promise<void> {
      return this.beforeLogin(ip, accountEmail);
    },

    reauthSucceeded(accountEmail: string | undefined): Promise<void> {
      return this.loginSucceeded(accountEmail);
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
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
