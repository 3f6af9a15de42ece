// Promo codes cannot be guessed faster by using many accounts (per-address limit) or many addresses
// (the limit across all clients); a guest's anti-forgery binding is an id the server issued.
import { expect, it } from 'vitest';
import { MESSAGES } from '@investradar/ui/domain';
import { GUEST_COOKIE } from '../src/http/security';
import { Agent, describeOnDatabases } from './support';

const WINDOW = 60_000;
const DEMOS = [
  'free@investradar.ru',
  'pro@investradar.ru',
  'bot@investradar.ru',
  'lifetime@investradar.ru',
  'partner@investradar.ru',
  'admin@investradar.ru',
  'overdue@investradar.ru',
  'canceled@investradar.ru',
  'social@investradar.ru',
  'editor@investradar.ru',
];

describeOnDatabases('promo code guessing and guest ids', (ctx) => {
  function activate(agent: Agent, code: string, remoteAddress: string) {
    return agent.request({ method: 'POST', url: '/api/promocode/activate', payload: { code }, remoteAddress });
  }

  /** Demo accounts signed in on `app` (each its own per-account budget of promo code tries). */
  async function accountsOn(app: Awaited<ReturnType<typeof ctx.buildApp>>, count: number): Promise<Agent[]> {
    const agents: Agent[] = [];
    for (const email of DEMOS.slice(0, count)) {
      const signed = await ctx.signedIn(email);
      const local = new Agent(() => app);
      local.cookies.set('ir_session', signed.cookies.get('ir_session')!);
      await local.get('/api/account');
      agents.push(local);
    }
    return agents;
  }

  it('many accounts from one address: limited per address; a code that exists is not a guess', async () => {
    const app = await ctx.buildApp({ authThrottle: { promocodePerAddress: { limit: 3, windowMs: WINDOW } } });
    const agents = await accountsOn(app, 6);
    // Existing codes (expired, a discount code) are tried as often as one likes: not guesses.
    for (let i = 0; i < 4; i++)
      expect((await activate(agents[0]!, 'SUMMER2025', '10.50.0.1')).statusCode, 'expired code').toBe(422);
    for (const [i, agent] of agents.slice(0, 3).entries())
      expect((await activate(agent, `NOPE${i}`, '10.50.0.1')).statusCode).toBe(422);
    const limited = await activate(agents[3]!, 'NOPE3', '10.50.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_description).toBe(MESSAGES.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The checkout's discount field counts in the same limit.
    const checkout = await agents[4]!.request({
      method: 'POST',
      url: '/api/payments/invoices',
      payload: { plan_id: 1067, promocode: 'NOPE4' },
      remoteAddress: '10.50.0.1',
    });
    expect(checkout.statusCode).toBe(429);
    // Another address is not affected.
    expect((await activate(agents[5]!, 'NOPE5', '10.50.0.2')).statusCode).toBe(422);
  });

  it('many accounts from many addresses at once: at most the limit across all clients is checked', async () => {
    const app = await ctx.buildApp({ authThrottle: { promocodeGlobal: { limit: 4, windowMs: WINDOW } } });
    const agents = await accountsOn(app, 10);
    const answers = await Promise.all(agents.map((agent, i) => activate(agent, `GUESS${i}`, `10.51.0.${i + 1}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429, 429, 429, 429, 429]);
  });

  it('a guest id the client chose is replaced by one the server issues, and signs nothing', async () => {
    const attacker = new Agent(() => ctx.app);
    // The attacker picks an id, learns a token for it… and plants the id in a victim's browser.
    attacker.cookies.set(GUEST_COOKIE, 'attacker-chosen-guest-id-0123456789');
    await attacker.get('/api/account');
    const issued = attacker.cookies.get(GUEST_COOKIE)!;
    expect(issued).not.toBe('attacker-chosen-guest-id-0123456789');
    expect(issued).toMatch(/^[\w-]{32}\.[\w-]{43}$/);
    const token = attacker.csrfToken!;

    const victim = new Agent(() => ctx.app);
    victim.cookies.set(GUEST_COOKIE, 'attacker-chosen-guest-id-0123456789');
    // A write with the planted id and a token the attacker holds: refused (419), nobody signed in.
    const forced = await victim.post(
      '/api/auth/login',
      { email: 'free@investradar.ru', password: 'demo12345' },
      { csrf: token },
    );
    expect(forced.statusCode).toBe(419);
    expect(victim.cookies.has('ir_session')).toBe(false);
    // The victim's next page load replaces the planted id.
    await victim.get('/api/account');
    expect(victim.cookies.get(GUEST_COOKIE)).not.toBe('attacker-chosen-guest-id-0123456789');

    // An id the server issued stays as it is.
    const before = attacker.cookies.get(GUEST_COOKIE);
    const again = await attacker.get('/api/account');
    expect((again.cookies as Array<{ name: string }>).some((c) => c.name === GUEST_COOKIE)).toBe(false);
    expect(attacker.cookies.get(GUEST_COOKIE)).toBe(before);
  });
});
