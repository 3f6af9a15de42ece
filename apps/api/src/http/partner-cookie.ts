// The partner attribution cookie (ir_partner): signed by the server, so a hand-made or altered one is
// never credited (routes/partners.ts sets and counts it; a registration reads it, routes/auth.ts).
import { signValue, verifySignedValue } from '../lib/tokens';

/** Campaign keys the partner links carry (the seed's `radar-partner-17`): Latin letters, digits, - and _. */
export const PARTNER_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const PARTNER_PURPOSE = 'partner';

/**
 * The attribution cookie's content, signed by the server (`<campaign>~<visitor>~<day>.<HMAC>`): the
 * campaign of the first link followed, a random visitor id, and the Moscow day the visit was last
 * counted ('-' until the browser has shown it keeps cookies).
 */
export interface PartnerCookie {
  campaignId: string;
  visitorId: string;
  countedDay: string | null;
}

export function readPartnerCookie(secret: string, raw: string | undefined): PartnerCookie | null {
  const value = verifySignedValue(secret, PARTNER_PURPOSE, raw, 300);
  if (value === null) return null;
  const [campaignId = '', visitorId = '', day = ''] = value.split('~');
  if (!PARTNER_KEY_PATTERN.test(campaignId) || !/^[\w-]{16,43}$/.test(visitorId)) return null;
  return { campaignId, visitorId, countedDay: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null };
}

/**
 * What a registration learns of the partner cookie it carries: the campaign, and whether the server
 * issued the cookie (a hand-made or altered one names a campaign but is not credited).
 */
export function partnerOfRequest(
  secret: string,
  raw: string | undefined,
): { campaignId: string; signed: boolean } | undefined {
  if (!raw) return undefined;
  const signed = readPartnerCookie(secret, raw);
  if (signed) return { campaignId: signed.campaignId, signed: true };
  const named = raw.split(/[~.]/)[0] ?? '';
  return PARTNER_KEY_PATTERN.test(named) ? { campaignId: named, signed: false } : undefined;
}

export function signPartnerCookie(secret: string, cookie: PartnerCookie): string {
  return signValue(secret, PARTNER_PURPOSE, `${cookie.campaignId}~${cookie.visitorId}~${cookie.countedDay ?? '-'}`);
}
