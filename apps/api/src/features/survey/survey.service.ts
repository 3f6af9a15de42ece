import {
  MESSAGES,
  surveyPayloadSchema,
  surveyQuestionKeys,
  validateSurvey,
  type FormResult,
  type SavedSurvey,
  type SurveyFormAnswers,
  type SurveyOptions,
} from '@investradar/ui/domain';
import { invalid, parseBody } from '../../lib/errors';
import type { SurveyRepository } from './survey.repository';

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
const strings = (value: unknown): string[] => list(value).filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * The body read the way the form holds its answers, so the spec's questionnaire rules (and their
 * order and texts) apply to the request exactly as they do in the browser.
 */
function asFormAnswers(body: Record<string, unknown>): SurveyFormAnswers {
  const target = list(body.annual_return_target_value)[0];
  return {
    when_invest_start: strings(body.when_invest_start)[0] ?? null,
    which_actives_you_use: strings(body.which_actives_you_use),
    brokers_where_you_have_accounts: strings(body.brokers_where_you_have_accounts),
    annual_return_target_currency: strings(body.annual_return_target_currency)[0] ?? '',
    annual_return_target_value: typeof target === 'number' || typeof target === 'string' ? target : null,
  };
}

export function createSurveyService(deps: { survey: SurveyRepository }) {
  const { survey } = deps;

  async function optionsByQuestion(): Promise<SurveyOptions> {
    const grouped: SurveyOptions = {
      which_actives_you_use: [],
      annual_return_target_currency: [],
      brokers_where_you_have_accounts: [],
      when_invest_start: [],
    };
    for (const row of await survey.options()) {
      if ((surveyQuestionKeys as readonly string[]).includes(row.questionKey)) {
        grouped[row.questionKey as keyof SurveyOptions].push({ key: row.key, title: row.title });
      }
    }
    return grouped;
  }

  return {
    options: optionsByQuestion,

    async saved(userId: number): Promise<SavedSurvey> {
      const [options, answers] = await Promise.all([optionsByQuestion(), survey.answers(userId)]);
      const titles = new Map<string, string>();
      for (const [question, list] of Object.entries(options))
        for (const o of list as Array<{ key: string; title: string }>) titles.set(`${question}\u0000${o.key}`, o.title);
      const saved: Record<string, { values: Record<string, string> }> = {};
      for (const { questionKey, value } of answers) {
        const entry = (saved[questionKey] ??= { values: {} });
        entry.values[value] = titles.get(`${questionKey}\u0000${value}`) ?? value;
      }
      return saved as SavedSurvey;
    },

    async save(userId: number, body: unknown): Promise<FormResult> {
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw invalid({ form: [MESSAGES.badRequest] });
      const rules = validateSurvey(asFormAnswers(body as Record<string, unknown>));
      if (!rules.ok) throw invalid(rules.errors);
      const payload = parseBody(surveyPayloadSchema, body);

      const options = await optionsByQuestion();
      const errors: Record<string, string[]> = {};
      const known = (question: keyof SurveyOptions, keys: readonly string[]) => {
        const allowed = new Set(options[question].map((o) => o.key));
        if (keys.some((k) => !allowed.has(k))) errors[question] = [MESSAGES.invalidFieldValue];
        return [...new Set(keys)];
      };
      const answers = [
        { questionKey: 'when_invest_start', values: known('when_invest_start', payload.when_invest_start) },
        { questionKey: 'which_actives_you_use', values: known('which_actives_you_use', payload.which_actives_you_use) },
        {
          questionKey: 'brokers_where_you_have_accounts',
          values: known('brokers_where_you_have_accounts', payload.brokers_where_you_have_accounts),
        },
        {
          questionKey: 'annual_return_target_currency',
          values: known('annual_return_target_currency', payload.annual_return_target_currency),
        },
        { questionKey: 'annual_return_target_value', values: [String(payload.annual_return_target_value[0])] },
      ];
      if (Object.keys(errors).length) throw invalid(errors);
      await survey.save(userId, answers);
      return { success: true, errors: {}, message: MESSAGES.saved };
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;
