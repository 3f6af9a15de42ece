import { partnerStatsSchema } from '@investradar/ui/domain';
import { operation, pathParams } from '../../http/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { setCookie } from '../../http/cookies';
import { requireAuth } from '../../http/security';
import type { KnownDevices } from '../../http/known-device';
import type { CounterStore } from '../../lib/rate-limit';
import { randomToken } from '../../lib/tokens';
import { readPartnerCookie, signPartnerCookie, type PartnerCookie } from '../../http/partner-cookie';
import { moscowDay, PARTNER_COOKIE, PARTNER_KEY_PATTERN, PARTNER_WINDOW_DAYS } from '../league';
import { partnerOfCampaign, recordPartnerVisit } from './partners.repository';
import type { PartnersService } from './partners.service';

function partnerParam(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.partner;
  return typeof value === 'string' && PARTNER_KEY_PATTERN.test(value) ? value : null;
}

/** Campaign keys looked up lately (a partner's, with their address), so links with made-up keys do not each cost a query. */
const CAMPAIGN_CACHE_MS = 5 * 60_000;
const CAMPAIGN_CACHE_SIZE = 1000;
/** How long the store remembers that a visitor was counted for a campaign on a day (a day and a half). */
const VISIT_MARK_MS = 36 * 60 * 60_000;

export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: {
    partners: PartnersService;
    db: Database;
    secureCookies: boolean;
    secret: string;
    /** Shared by the instances (Redis or the database; memory with PGlite): marks of visitors counted today. */
    counterStore: CounterStore;
    devices: KnownDevices;
  },
) {
  const { partners, db, secureCookies, secret, counterStore, devices } = deps;
  const known = new Map<string, { partner: { id: number; email: string | null } | null; at: number }>();
  const partnerOf = async (key: string) => {
    const hit = known.get(key);
    if (hit && Date.now() - hit.at < CAMPAIGN_CACHE_MS) return hit.partner;
    const partner = await partnerOfCampaign(db, key);
    if (known.size >= CAMPAIGN_CACHE_SIZE) known.delete(known.keys().next().value!);
    known.set(key, { partner, at: Date.now() });
    return partner;
  };

  const writeCookie = (reply: FastifyReply, cookie: PartnerCookie) =>
    setCookie(reply, PARTNER_COOKIE, signPartnerCookie(secret, cookie), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: PARTNER_WINDOW_DAYS * 86_400,
    });

  /** The partner's own browser (signed in as them, or a device that signed in to their account): never counted. */
  const ownBrowser = (request: FastifyRequest, partner: { id: number; email: string | null }) =>
    request.auth?.user.id === partner.id ||
    (partner.email !== null && devices.knownFor(request, partner.email) !== null);

  /**
   * Counts the visitor for the campaign today, once: the mark in the shared store is set by one
   * atomic step, so parallel requests of one browser, on any instance, count once.
   */
  async function countVisit(cookie: PartnerCookie, reply: FastifyReply, today: string) {
    const mark = await counterStore.hit(
      `partner:visit:${cookie.campaignId}:${today}:${cookie.visitorId}`,
      VISIT_MARK_MS,
    );
    if (mark.count === 1) await recordPartnerVisit(db, cookie.campaignId);
    writeCookie(reply, { ...cookie, countedDay: today });
  }

  async function attribute(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    held: PartnerCookie | null,
  ) {
    const today = moscowDay(new Date());
    if (held) {
      // The visitor holds an attribution the server issued: the first link wins. Counted once a day:
      // when it shows the cookie back for the first time, or comes back by the same link another day.
      if (held.countedDay === today) return;
      if (held.countedDay !== null && key !== held.campaignId) return;
      const partner = await partnerOf(held.campaignId);
      if (!partner || ownBrowser(request, partner)) return;
      await countVisit(held, reply, today);
      return;
    }
    if (!key) return;
    const partner = await partnerOf(key);
    if (!partner || ownBrowser(request, partner)) return;
    // Not counted yet: a client that keeps no cookies (every request of a script) never is.
    writeCookie(reply, { campaignId: key, visitorId: randomToken(16), countedDay: null });
  }

  // A partner's link (`?partner=KEY` on any page or call) sets the signed attribution cookie for 30
  // days; the visitor is counted when the browser sends it back (so a client without cookies, or with
  // a cookie it made itself, counts nothing), once per campaign and day. A cookie the server did not
  // issue is ignored here and replaced by a link. Runs on every request: without a link or a pending
  // cookie it goes on at once, without a promise (an async hook would put every request, GET
  // /api/account's answer from memory included, behind a microtask).
  app.addHook('onRequest', (request, reply, done) => {
    const key = request.method === 'GET' ? partnerParam(request) : null;
    const raw = request.cookies?.[PARTNER_COOKIE];
    if (!key && !raw) return done();
    const held = raw ? readPartnerCookie(secret, raw) : null;
    // Without a link only a pending cookie (not counted yet) has anything to do.
    if (!key && (!held || held.countedDay !== null)) return done();
    if (key && held && held.countedDay === moscowDay(new Date())) return done();
    attribute(request, reply, key, held).then(
      () => done(),
      (error: unknown) => {
        // Counting a visit must never fail the page it came with.
        request.log.warn({ err: error }, 'partner visit not counted');
        done();
      },
    );
  });

  app.get(
    '/api/account/partner/stat/month/:key',
    {
      schema: operation({
        tags: ['Партнёры'],
        summary: 'Статистика партнёра за месяц',
        params: pathParams('key'),
        ok: { 200: partnerStatsSchema },
        errors: [401, 403, 404],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return partners.monthStats(user, String((request.params as Record<string, string | undefined>).key ?? 'current'));
    },
  );
}
