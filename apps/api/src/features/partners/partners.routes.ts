import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { setCookie } from '../../http/cookies';
import { requireAuth } from '../../http/security';
import { PARTNER_COOKIE, PARTNER_KEY_PATTERN, PARTNER_WINDOW_DAYS } from '../league/league-rules';
import { campaignExists, recordPartnerVisit } from './partners.repository';
import type { PartnersService } from './partners.service';

function partnerParam(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.partner;
  return typeof value === 'string' && PARTNER_KEY_PATTERN.test(value) ? value : null;
}

/** Campaign keys looked up lately (true: a partner's), so links with made-up keys do not each cost a query. */
const CAMPAIGN_CACHE_MS = 5 * 60_000;
const CAMPAIGN_CACHE_SIZE = 1000;

export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: { partners: PartnersService; db: Database; secureCookies: boolean },
) {
  const { partners, db, secureCookies } = deps;
  const known = new Map<string, { exists: boolean; at: number }>();
  const isCampaign = async (key: string) => {
    const hit = known.get(key);
    if (hit && Date.now() - hit.at < CAMPAIGN_CACHE_MS) return hit.exists;
    const exists = await campaignExists(db, key);
    if (known.size >= CAMPAIGN_CACHE_SIZE) known.delete(known.keys().next().value!);
    known.set(key, { exists, at: Date.now() });
    return exists;
  };

  /** Sets the attribution cookie and counts the visit when `key` is a campaign's. */
  const attribute = async (key: string, reply: FastifyReply) => {
    if (!(await isCampaign(key))) return;
    setCookie(reply, PARTNER_COOKIE, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: PARTNER_WINDOW_DAYS * 86_400,
    });
    await recordPartnerVisit(db, key);
  };

  // A partner's link (`?partner=KEY` on any page or call) sets the first-party attribution cookie for
  // 30 days and counts the visitor once; an attribution already held is kept (the first link wins).
  // Runs on every request: without a partner key it goes on at once, without a promise (an async hook
  // would put every request, GET /api/account's answer from memory included, behind a microtask).
  app.addHook('onRequest', (request, reply, done) => {
    const key = request.method === 'GET' ? partnerParam(request) : null;
    if (!key || request.cookies?.[PARTNER_COOKIE]) return done();
    attribute(key, reply).then(() => done(), done);
  });

  app.get('/api/account/partner/stat/month/:key', async (request) => {
    const { user } = requireAuth(request);
    return partners.monthStats(user, String((request.params as Record<string, string | undefined>).key ?? 'current'));
  });
}
