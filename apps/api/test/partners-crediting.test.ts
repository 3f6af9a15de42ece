// The partner programme cannot be inflated: a visitor counts once per partner and day, by a cookie the
// server signed and the browser sent back; a hand-made cookie and self-referral are not credited, and
// the partner's statistics say what was excluded.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PartnerStats } from '@investradar/ui/domain';
import { partnerAttributions, partnerExclusions, users } from '../src/db/schema';
import { Agent, DEMO_PASSWORD, describeOnDatabases, uniqueEmail } from './support';

const CAMPAIGN = 'radar-partner-17';
const PARTNER = 'partner@investradar.ru';

describeOnDatabases('partner crediting', (ctx) => {
  async function stats(): Promise<PartnerStats> {
    const partner = await ctx.signedIn(PARTNER);
    return (await partner.get('/api/account/partner/stat/month/current')).json() as PartnerStats;
  }

  async function register(agent: Agent, email: string, remoteAddress = '127.0.0.1') {
    const response = await agent.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Приглашенный Друг', email, password: 'friend-pass-2026' },
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  async function creditOf(userId: number) {
    const [attribution] = await ctx.db.select().from(partnerAttributions).where(eq(partnerAttributions.userId, userId));
    const [exclusion] = await ctx.db.select().from(partnerExclusions).where(eq(partnerExclusions.userId, userId));
    return { credited: attribution?.campaignId ?? null, excluded: exclusion?.reason ?? null };
  }

  /** A browser that followed the partner's link and kept the cookie (the visit counted). */
  async function referredBrowser(remoteAddress = '127.0.0.1'): Promise<Agent> {
    const visitor = new Agent(() => ctx.app);
    await visitor.request({ method: 'GET', url: `/api/account?partner=${CAMPAIGN}`, remoteAddress });
    await visitor.request({ method: 'GET', url: '/api/account', remoteAddress });
    expect(visitor.cookies.get('ir_partner')).toMatch(new RegExp(`^${CAMPAIGN}~`));
    return visitor;
  }

  it('50 cookie-less link requests count nothing; a browser counts once a day, however often and in parallel', async () => {
    const before = (await stats()).total.visitors;
    for (let i = 0; i < 50; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/account?partner=${CAMPAIGN}` });
      expect(response.statusCode).toBe(200);
    }
    expect((await stats()).total.visitors).toBe(before);

    const browser = new Agent(() => ctx.app);
    await browser.get(`/api/account?partner=${CAMPAIGN}`);
    const cookie = browser.cookies.get('ir_partner')!;
    expect(cookie).not.toBe(CAMPAIGN);
    expect((await stats()).total.visitors).toBe(before);
    // The browser sends the cookie back, ten requests at once: counted once.
    await Promise.all(Array.from({ length: 10 }, () => browser.get('/api/account')));
    await Promise.all(Array.from({ length: 5 }, () => browser.get(`/api/account?partner=${CAMPAIGN}`)));
    expect((await stats()).total.visitors).toBe(before + 1);
    // The same pending cookie replayed by a script from many places at once (before the browser got the
    // counted one back): still once.
    const replay = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: `ir_partner=${cookie}` } }),
      ),
    );
    expect(replay.every((r) => r.statusCode === 200)).toBe(true);
    expect((await stats()).total.visitors).toBe(before + 1);
  });

  it('a hand-made or altered partner cookie is not credited, and the statistics say so', async () => {
    const before = await stats();
    const handMade = new Agent(() => ctx.app);
    handMade.cookies.set('ir_partner', CAMPAIGN);
    await handMade.get('/api/account');
    const first = await register(handMade, uniqueEmail('handmade'));
    expect(await creditOf(first)).toEqual({ credited: null, excluded: 'unsigned_cookie' });

    // A signed cookie of another visitor with its campaign part changed: the signature no longer fits.
    const signed = (await referredBrowser()).cookies.get('ir_partner')!;
    const altered = new Agent(() => ctx.app);
    altered.cookies.set('ir_partner', signed.replace(/^[^~]+/, 'radar-partner-18'));
    await altered.get('/api/account');
    const forged = new Agent(() => ctx.app);
    forged.cookies.set('ir_partner', `${signed.slice(0, -3)}xyz`);
    await forged.get('/api/account');
    expect(await creditOf(await register(forged, uniqueEmail('altered')))).toEqual({
      credited: null,
      excluded: 'unsigned_cookie',
    });

    const after = await stats();
    expect(after.total.registration).toBe(before.total.registration);
    expect(after.excluded!.by_reason.unsigned_cookie).toBe(before.excluded!.by_reason.unsigned_cookie + 2);
    expect(after.excluded!.registrations).toBe(before.excluded!.registrations + 2);

    // A link followed with a hand-made cookie replaces it with the server's.
    const relinked = new Agent(() => ctx.app);
    relinked.cookies.set('ir_partner', CAMPAIGN);
    await relinked.get(`/api/account?partner=${CAMPAIGN}`);
    expect(relinked.cookies.get('ir_partner')).toMatch(new RegExp(`^${CAMPAIGN}~[\\w-]+~-\\.`));
  });

  it('self-referral is not credited: the partner’s devices, account, mailbox, and domain from their address', async () => {
    const before = await stats();
    // The partner is signed in at the office (10.40.0.1) the whole time.
    const office = new Agent(() => ctx.app);
    await office.get('/api/account');
    const signIn = await office.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: PARTNER, password: DEMO_PASSWORD },
      remoteAddress: '10.40.0.1',
    });
    expect(signIn.statusCode).toBe(200);

    // The partner signs in from another browser too (it becomes a known device) and follows their own link.
    const own = new Agent(() => ctx.app);
    await own.get('/api/account');
    expect(
      (
        await own.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: PARTNER, password: DEMO_PASSWORD },
          remoteAddress: '10.40.0.1',
        })
      ).statusCode,
    ).toBe(200);
    // Signed in, their own link is not a visit.
    await own.get(`/api/account?partner=${CAMPAIGN}`);
    expect(own.cookies.has('ir_partner')).toBe(false);
    // A second account registered from it while signed in, with a cookie copied from a real visitor.
    own.cookies.set('ir_partner', (await referredBrowser()).cookies.get('ir_partner')!);
    expect((await creditOf(await register(own, uniqueEmail('own-account'), '10.40.0.1'))).excluded).toBe('own_account');
    // Signed out, the same browser still is the partner's device.
    await own.request({ method: 'POST', url: '/logout', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    own.cookies.set('ir_partner', (await referredBrowser()).cookies.get('ir_partner')!);
    expect((await creditOf(await register(own, uniqueEmail('own-device'), '10.40.0.9'))).excluded).toBe('own_device');

    // The partner's mailbox under an alias, from a browser of its own.
    const alias = `partner+${Date.now()}@investradar.ru`;
    expect((await creditOf(await register(await referredBrowser('10.41.0.1'), alias, '10.41.0.1'))).excluded).toBe(
      'own_mailbox',
    );
    // The partner's e-mail domain from the address the partner signed in from…
    const colleague = `colleague.${Date.now()}@investradar.ru`;
    expect((await creditOf(await register(await referredBrowser('10.40.0.1'), colleague, '10.40.0.1'))).excluded).toBe(
      'own_address',
    );
    // …while the same domain from another address, and another domain from that address, are credited.
    const elsewhere = `neighbour.${Date.now()}@investradar.ru`;
    expect(await creditOf(await register(await referredBrowser('10.42.0.1'), elsewhere, '10.42.0.1'))).toEqual({
      credited: CAMPAIGN,
      excluded: null,
    });
    expect(
      await creditOf(await register(await referredBrowser('10.40.0.1'), uniqueEmail('friend'), '10.40.0.1')),
    ).toEqual({ credited: CAMPAIGN, excluded: null });

    const after = await stats();
    expect(after.total.registration).toBe(before.total.registration + 2);
    const delta = (reason: keyof NonNullable<PartnerStats['excluded']>['by_reason']) =>
      after.excluded!.by_reason[reason] - before.excluded!.by_reason[reason];
    expect([delta('own_account'), delta('own_device'), delta('own_mailbox'), delta('own_address')]).toEqual([
      1, 1, 1, 1,
    ]);
  });
});
