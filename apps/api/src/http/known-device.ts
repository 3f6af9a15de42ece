// The known-device cookie (OWASP's "device cookie"): a browser that has signed in to an account before
// carries a note of it, signed by the server, so an attacker guessing that account's password from
// elsewhere cannot lock the owner out (http/throttle.ts: such a sign-in is held only by its own pair
// counter, not by the per-account ceiling nor by the per-address limit). See docs/security.md.
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from './cookies';
import { randomToken, signValue, verifySignedValue } from '../lib/tokens';

export const DEVICE_COOKIE = 'ir_device';
const DEVICE_PURPOSE = 'known-device';
/** Accounts one browser is remembered for (a family computer); the newest sign-ins are kept. */
export const DEVICE_MAX_ACCOUNTS = 5;
const DEVICE_TTL_S = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[\w-]{22}$/;
const ACCOUNT_TAG = /^[\w-]{22}$/;

interface DeviceNote {
  /** Random, per browser: the throttle's pair key for its sign-ins. */
  id: string;
  /** Keyed hashes of the accounts' addresses (no address is readable from the cookie). */
  accounts: string[];
}

export function createKnownDevices(options: { secret: string; secureCookies: boolean }) {
  const { secret, secureCookies } = options;
  const tag = (email: string) =>
    createHmac('sha256', secret)
      .update(`device-account\u0000${email.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);

  function read(request: FastifyRequest): DeviceNote | null {
    const value = verifySignedValue(secret, DEVICE_PURPOSE, request.cookies[DEVICE_COOKIE], 400);
    if (value === null) return null;
    const [id = '', list = ''] = value.split(':');
    if (!DEVICE_ID.test(id)) return null;
    const accounts = list ? list.split('~').filter((item) => ACCOUNT_TAG.test(item)) : [];
    return { id, accounts };
  }

  return {
    /** The device's id when this browser has signed in to the account of `email` before; else null. */
    knownFor(request: FastifyRequest, email: unknown): string | null {
      if (typeof email !== 'string' || email.length > 254) return null;
      const note = read(request);
      return note && note.accounts.includes(tag(email)) ? note.id : null;
    },

    /** After a successful sign-in (or a registration): this browser is known to the account from now on. */
    remember(request: FastifyRequest, reply: FastifyReply, email: string): void {
      const note = read(request) ?? { id: randomToken(16), accounts: [] };
      const own = tag(email);
      const accounts = [own, ...note.accounts.filter((item) => item !== own)].slice(0, DEVICE_MAX_ACCOUNTS);
      setCookie(reply, DEVICE_COOKIE, signValue(secret, DEVICE_PURPOSE, `${note.id}:${accounts.join('~')}`), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: DEVICE_TTL_S,
      });
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
