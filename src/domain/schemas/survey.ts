import * as z from 'zod/mini';
import { pure } from '../pure';
import { numericSchema, text } from './common';

/** docs/product/calls.md welcome-survey questions. */
export const surveyQuestionKeys = [
  'which_actives_you_use',
  'annual_return_target_currency',
  'brokers_where_you_have_accounts',
  'when_invest_start',
] as const;
export type SurveyQuestionKey = (typeof surveyQuestionKeys)[number];

export const surveyOptionSchema = /* @__PURE__ */ pure(() => z.object({ key: text(), title: text() }));
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

/** GET /api/welcome_survey/answers_options — each question a list of {key, title}. */
export const surveyOptionsSchema = /* @__PURE__ */ pure(() =>
  z.object({
    which_actives_you_use: z.array(surveyOptionSchema),
    annual_return_target_currency: z.array(surveyOptionSchema),
    brokers_where_you_have_accounts: z.array(surveyOptionSchema),
    when_invest_start: z.array(surveyOptionSchema),
  }),
);
export type SurveyOptions = z.infer<typeof surveyOptionsSchema>;

/** A saved answer: a values object keyed by option key (values are not used). */
export const savedAnswerSchema = /* @__PURE__ */ pure(() => z.object({ values: z.record(text(), z.unknown()) }));

/** GET /api/welcome_survey — saved answers per question; any question may be missing. */
export const savedSurveySchema = /* @__PURE__ */ pure(() =>
  z.object({
    when_invest_start: z.optional(savedAnswerSchema),
    which_actives_you_use: z.optional(savedAnswerSchema),
    brokers_where_you_have_accounts: z.optional(savedAnswerSchema),
    annual_return_target_currency: z.optional(savedAnswerSchema),
    annual_return_target_value: z.optional(savedAnswerSchema),
  }),
);
export type SavedSurvey = z.infer<typeof savedSurveySchema>;

const key = /* @__PURE__ */ pure(() => text().check(z.minLength(1)));

/** POST /api/welcome_survey — single values wrapped in one-item lists. */
export const surveyPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({
    when_invest_start: z.tuple([key]),
    which_actives_you_use: z.array(key).check(z.minLength(1)),
    brokers_where_you_have_accounts: z.array(key).check(z.minLength(1)),
    annual_return_target_currency: z.tuple([key]),
    annual_return_target_value: z.tuple([z.pipe(numericSchema, z.number().check(z.minimum(0), z.maximum(100)))]),
  }),
);
export type SurveyPayload = z.infer<typeof surveyPayloadSchema>;
