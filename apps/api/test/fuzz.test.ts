import fc from 'fast-check';
import { expect, it } from 'vitest';
import { hasControlCharacters } from '../src/http/body-guard';
import { describeOnDatabases, type TestContext } from './support';

/** JSON values shaped like what the forms send, plus anything else JSON can be. */
const jsonBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'password',
      'password_confirmation',
      'idea_id',
      'weekly_newsletter',
      'portfolio_events',
      'news',
      'bets',
      'when_invest_start',
      'which_actives_you_use',
      'brokers_where_you_have_accounts',
      'annual_return_target_currency',
      'annual_return_target_value',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      fc.jsonValue(),
      fc.string({ maxLength: 300 }),
      fc.array(fc.string(), { maxLength: 5 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, 1, '', null, 'rub', 'stocks', '2019'),
    ),
  ),
);

/** Strings with NUL and other C0/C1 control characters among ordinary text. */
const controlString = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '\u0000',
        '\u0001',
        '\u0007',
        '\b',
        '\t',
        '\n',
        '\r',
        '\u000b',
        '\u001b',
        '\u007f',
        '\u0085',
        '\u009f',
      ),
      fc.string({ maxLength: 6 }),
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(''))
  .filter((text) => hasControlCharacters(text));

/** Form-shaped bodies whose string values (or one of them) carry control characters. */
const hostileBody = fc.dictionary(
  fc.constantFrom(
    'name',
    'email',
    'password',
    'password_confirmation',
    'idea_id',
    'weekly_newsletter',
    'when_invest_start',
    'which_actives_you_use',
    'annual_return_target_currency',
  ),
  fc.oneof(
    controlString,
    fc.array(controlString, { maxLength: 3 }),
    fc.constantFrom('Иван Петров', 'free@investradar.ru', 'demo12345', 'stocks'),
  ),
  { minKeys: 1 },
);

const ROUTES = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/account/update-name',
  '/api/account/update-email',
  '/api/account/update-pwd',
  '/api/account/update-notifications',
  '/api/account/finish-onboarding',
  '/api/account/viewed-bonus-modal',
  '/api/welcome_survey',
  '/api/portfolios/{own}/mark-as-viewed',
  '/api/portfolios/{own}/add/{id}',
  '/api/portfolios/{own}/remove/{id}',
];

describeOnDatabases('random JSON at every POST route', (ctx: TestContext) => {
  /** Each route with random JSON, and with strings carrying NUL and other control characters. */
  const CASES = ROUTES.flatMap((route) => [
    {
      route,
      what: 'random JSON',
      body: jsonBody,
      id: fc.oneof(fc.nat(), fc.string({ maxLength: 20 }), fc.constant('9999999999')),
    },
    { route, what: 'control characters', body: hostileBody, id: fc.oneof(fc.nat(), controlString) },
  ]);

  it.each(CASES)('$route never answers 5xx to $what', async ({ route, body: bodies, id: ids }) => {
    const agent = await ctx.signedIn('overdue@investradar.ru');
    const own = (await agent.account()).portfolio!.id;
    await fc.assert(
      fc.asyncProperty(bodies, ids, async (body: unknown, id: unknown) => {
        const url = route.replace('{own}', String(own)).replace('{id}', encodeURIComponent(String(id)) || '0');
        const response = await agent.post(url, body, { headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, `${url} ${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        // Keep the session: a fuzzed register or login may have rotated it.
        if (!agent.cookies.has('ir_session')) throw new Error('session lost');
      }),
      { numRuns: 30 },
    );
  });

  it('register and update-name refuse every control character with 422', async () => {
    const agent = await ctx.signedIn('overdue@investradar.ru');
    await fc.assert(
      fc.asyncProperty(controlString, async (name) => {
        for (const url of ['/api/account/update-name', '/api/auth/register']) {
          const response = await agent.post(url, {
            name,
            email: 'fuzz-control@example.ru',
            password: 'register-pass-1',
          });
          expect(response.statusCode, `${url} ${JSON.stringify(name)} → ${response.body}`).toBe(422);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('search never answers 5xx, whatever the query', async () => {
    // Each query from an address of its own: one address is limited to 20 searches a second.
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200, unit: 'binary' }), async (query) => {
        run += 1;
        const remoteAddress = `10.77.${run >> 8}.${run & 255}`;
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/search?query=${encodeURIComponent(query)}`,
          remoteAddress,
        });
        expect(response.statusCode, query).toBe(200);
        expect(response.json().meta.query).toBe(query);
      }),
      { numRuns: 60 },
    );
  });
});
