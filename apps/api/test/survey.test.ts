import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyAnswers, users } from '../src/db/schema';
import { MESSAGES, decodeSavedSurvey, savedSurveySchema, surveyOptionsSchema } from '@investradar/ui/domain';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

const VALID = {
  when_invest_start: ['2019'],
  which_actives_you_use: ['stocks', 'bonds'],
  brokers_where_you_have_accounts: ['tbank', 'finam'],
  annual_return_target_currency: ['rub'],
  annual_return_target_value: [30],
};

describeOnDatabases('welcome survey', (ctx) => {
  async function freshAccount() {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const email = uniqueEmail('survey');
    expect(
      (await agent.post('/api/auth/register', { name: 'Анкета Тестовая', email, password: 'survey-pass-1' }))
        .statusCode,
    ).toBe(201);
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { agent, userId: row!.id };
  }

  it('answers the option lists of the four questions', async () => {
    const { agent } = await freshAccount();
    const response = await agent.get('/api/welcome_survey/answers_options');
    expect(response.statusCode).toBe(200);
    const options = surveyOptionsSchema.parse(response.json());
    expect(options.which_actives_you_use).toContainEqual({ key: 'stocks', title: 'Акции' });
    expect(options.annual_return_target_currency.map((o) => o.key)).toEqual(['rub', 'usd', 'eur', 'cny']);
    expect(options.brokers_where_you_have_accounts).toHaveLength(30);
    expect(options.when_invest_start[0]?.key).toBe(String(new Date().getUTCFullYear()));
  });

  it('saves answers and gives them back as values objects the domain decodes', async () => {
    const { agent, userId } = await freshAccount();
    expect((await agent.account()).do_show_survey).toBe(true);
    const response = await agent.post('/api/welcome_survey', { ...VALID, unknown_field: ['x'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, errors: {}, message: MESSAGES.saved });

    const saved = savedSurveySchema.parse((await agent.get('/api/welcome_survey')).json());
    expect(saved.which_actives_you_use).toEqual({ values: { stocks: 'Акции', bonds: 'Облигации' } });
    expect(decodeSavedSurvey(saved)).toEqual({
      when_invest_start: '2019',
      which_actives_you_use: ['stocks', 'bonds'],
      brokers_where_you_have_accounts: ['tbank', 'finam'],
      annual_return_target_currency: 'rub',
      annual_return_target_value: 30,
    });
    expect((await agent.account()).do_show_survey).toBe(false);

    // A second save replaces the first.
    await agent.post('/api/welcome_survey', {
      ...VALID,
      which_actives_you_use: ['funds'],
      annual_return_target_value: ['50'],
    });
    const again = decodeSavedSurvey(savedSurveySchema.parse((await agent.get('/api/welcome_survey')).json()));
    expect(again.which_actives_you_use).toEqual(['funds']);
    expect(again.annual_return_target_value).toBe(50);
    expect(await ctx.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, userId))).toHaveLength(6);
  });

  it('answers an empty object to a user who has not answered', async () => {
    const { agent } = await freshAccount();
    expect((await agent.get('/api/welcome_survey')).json()).toEqual({});
  });

  describe('validation, in the spec order, with its texts', () => {
    it.each([
      ['no start year', { ...VALID, when_invest_start: [] }, 'when_invest_start', MESSAGES.surveyStartYearRequired],
      [
        'no start year and no assets',
        { ...VALID, when_invest_start: [''], which_actives_you_use: [] },
        'when_invest_start',
        MESSAGES.surveyStartYearRequired,
      ],
      ['no assets', { ...VALID, which_actives_you_use: [] }, 'which_actives_you_use', MESSAGES.surveyAssetsRequired],
      [
        'zero target',
        { ...VALID, annual_return_target_value: [0] },
        'annual_return_target_value',
        MESSAGES.surveyReturnTargetRequired,
      ],
      [
        'empty target',
        { ...VALID, annual_return_target_value: [''] },
        'annual_return_target_value',
        MESSAGES.surveyReturnTargetRequired,
      ],
      [
        'no broker',
        { ...VALID, brokers_where_you_have_accounts: [] },
        'brokers_where_you_have_accounts',
        MESSAGES.surveyBrokerRequired,
      ],
    ])('%s', async (_label, body, field, message) => {
      const { agent, userId } = await freshAccount();
      const response = await agent.post('/api/welcome_survey', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
      expect(await ctx.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, userId))).toHaveLength(0);
    });

    it('refuses unknown option keys, wrong types and out-of-range targets, saving nothing', async () => {
      const { agent, userId } = await freshAccount();
      for (const body of [
        { ...VALID, brokers_where_you_have_accounts: ["tbank'; DROP TABLE survey_answers;--"] },
        { ...VALID, which_actives_you_use: ['<script>alert(1)</script>'] },
        { ...VALID, when_invest_start: ['1900'] },
        { ...VALID, annual_return_target_currency: ['btc'] },
        { ...VALID, annual_return_target_value: [150] },
        { ...VALID, when_invest_start: '2019' },
        { ...VALID, which_actives_you_use: 'stocks' },
        { ...VALID, when_invest_start: ['2019', '2020'] },
        [VALID],
      ]) {
        const response = await agent.post('/api/welcome_survey', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().success).toBe(false);
      }
      expect(await ctx.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, userId))).toHaveLength(0);
    });
  });

  it('answers 401 to visitors on every call and 419 without the token', async () => {
    const guest = new Agent(() => ctx.app);
    await guest.get('/api/account');
    expect((await guest.get('/api/welcome_survey/answers_options')).statusCode).toBe(401);
    expect((await guest.get('/api/welcome_survey')).statusCode).toBe(401);
    expect((await guest.post('/api/welcome_survey', VALID)).statusCode).toBe(401);
    const { agent, userId } = await freshAccount();
    expect((await agent.post('/api/welcome_survey', VALID, { csrf: false })).statusCode).toBe(419);
    expect(await ctx.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, userId))).toHaveLength(0);
  });
});
