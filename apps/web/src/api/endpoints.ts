import {
  MESSAGES,
  searchRequestQuery,
  type AppConfig,
  type FormResult,
  type LoginPayload,
  type MarkAsViewedResponse,
  type Notifications,
  type PortfolioIdeasResult,
  type PortfolioResponse,
  type PortfolioUpdatesResponse,
  type RegisterPayload,
  type SavedSurvey,
  type SearchResponse,
  type SurveyOptions,
  type SurveyPayload,
  type UpdatePasswordPayload,
  type User,
} from '@investradar/ui/domain';
import type * as AnswerSchemas from './answers';
import { ApiError, type ApiClient, type Parser } from './client';
import { radarEndpoints } from './radar';
import { ideasEndpoints } from './ideas';
import { moneyEndpoints } from './money';
import { contentEndpoints } from './content';

type Answers = typeof AnswerSchemas;
let answers: Promise<Answers> | null = null;
/** The schemas, loaded with the first answer to parse (see answers.ts). */
const loadAnswers = () => (answers ??= import('./answers'));

/** A parser of one of the answer schemas, which loads the schemas the first time it is used. */
function answer<K extends keyof Answers>(name: K): Parser<ReturnType<Answers[K]['parse']>> {
  return {
    async parse(input) {
      return (await loadAnswers())[name].parse(input) as ReturnType<Answers[K]['parse']>;
    },
  };
}

/** Answers the app does not read beyond the status (the account is re-read after login). */
const ignoreBody: Parser<void> = { parse: () => undefined };

/**
 * Auth calls are not in the spec's table; the API documents them in apps/api/README.md. A failed
 * login or registration must show its message on the form, so these calls handle 401 themselves.
 */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/logout',
} as const;

/** Messages of a failed auth or form call, split the way the forms show them. */
export type FormFailure = {
  /** Messages for the 'Ошибка!' block. */
  form: string[];
  /** Field → messages (the server's errors map). */
  fields: Record<string, string[]>;
};

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error_description', 'error']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return undefined;
}

function errorsMapOf(body: unknown): Record<string, string[]> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors = (body as Record<string, unknown>).errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const map: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m.trim() !== '',
    );
    if (list.length) map[field] = list;
  }
  return Object.keys(map).length ? map : undefined;
}

/**
 * Turns a failed auth/form call into what the form shows: the errors map on the fields it names
 * (anything not a field of the form goes to the block), otherwise the server's message, otherwise
 * the generic 'Произошла ошибка. Попробуйте операцию позже.'
 */
export function formFailure(error: unknown, formFields: readonly string[]): FormFailure {
  if (error instanceof ApiError) {
    if (error.status === 429) return { form: [messageOf(error.body) ?? MESSAGES.tooManyAttempts], fields: {} };
    const map = errorsMapOf(error.body);
    if (map) {
      const fields: Record<string, string[]> = {};
      const form: string[] = [];
      for (const [field, messages] of Object.entries(map)) {
        if (formFields.includes(field)) fields[field] = messages;
        else form.push(...messages);
      }
      return { form, fields };
    }
    const message = error.status >= 400 && error.status < 500 ? messageOf(error.body) : undefined;
    if (message) return { form: [message], fields: {} };
  }
  return { form: [MESSAGES.genericError], fields: {} };
}

/** The answer of POST /api/account/update-notifications: the form result plus the flags saved. */
export type NotificationsResult = FormResult & { notifications?: Notifications };

const notificationsResultParser: Parser<NotificationsResult> = {
  async parse(input) {
    const { formResultSchema, notificationsSchema } = await loadAnswers();
    const result = formResultSchema.parse(input);
    const raw = input && typeof input === 'object' ? (input as Record<string, unknown>).notifications : undefined;
    return raw === undefined ? result : { ...result, notifications: notificationsSchema.parse(raw) };
  },
};

/** A 403 of add-to-portfolio names the permission that refused it, for the client's permission check. */
export function refusedPermission(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body;
  const permission = body && typeof body === 'object' ? (body as Record<string, unknown>).permission : undefined;
  return typeof permission === 'string' && permission ? permission : null;
}

/**
 * Calls made in the background (configuration, the survey dialog, the header's updates): a 401 or
 * 404 there must not take the user away from the page they are on.
 */
const BACKGROUND = [401, 404] as const;

export function createApi(client: ApiClient) {
  /**
   * The account forms (update-name, update-email, update-pwd) answer { success, errors, message }.
   * A server that rejects the input with 400/422 still sends that shape: it is read as a result, not
   * as a failure.
   */
  async function formCall(path: string, body: unknown): Promise<FormResult> {
    try {
      return await client.request(path, answer('formResultSchema'), { method: 'POST', body });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
        const parsed = (await loadAnswers()).formResultSchema.safeParse(error.body);
        if (parsed.success) return parsed.data;
      }
      throw error;
    }
  }

  return {
    ...ideasEndpoints(client, answer),
    ...moneyEndpoints(client),
    ...contentEndpoints(client, answer),

    /** GET /api/account: results.user for everyone (a visitor gets the guest account). */
    async getAccount(): Promise<User> {
      const { results } = await client.request('/api/account', answer('accountResponseSchema'));
      return results.user;
    },

    /** GET /api/config: plans, PRO features, coin amounts, the bonus-popup switch (read once). */
    getConfig(): Promise<AppConfig> {
      return client.request('/api/config', answer('appConfigSchema'), { handle: BACKGROUND });
    },

    async login(payload: LoginPayload): Promise<void> {
      await client.request(AUTH_PATHS.login, ignoreBody, { method: 'POST', body: payload, handle: [401, 404] });
    },

    async register(payload: RegisterPayload): Promise<void> {
      await client.request(AUTH_PATHS.register, ignoreBody, { method: 'POST', body: payload, handle: [401, 404] });
    },

    /** POST /api/account/update-name → { success, errors, message }. */
    updateName: (name: string) => formCall('/api/account/update-name', { name }),

    /**
     * POST /api/account/update-email → { success, errors, message }; the current password confirms the
     * change (absent for an account without one). The address changes once the mailed link is followed.
     */
    updateEmail: (email: string, currentPassword?: string) =>
      formCall(
        '/api/account/update-email',
        currentPassword === undefined ? { email } : { email, current_password: currentPassword },
      ),

    /** POST /api/account/update-pwd with the current password and both new fields (the server checks them all). */
    updatePassword: (values: UpdatePasswordPayload) =>
      formCall('/api/account/update-pwd', {
        ...(values.current_password === undefined ? {} : { current_password: values.current_password }),
        password: values.password,
        password_confirmation: values.password_confirmation,
      }),

    /** POST /api/account/update-notifications with exactly the four 0/1 flags. */
    updateNotifications(notifications: Notifications): Promise<NotificationsResult> {
      return client.request('/api/account/update-notifications', notificationsResultParser, {
        method: 'POST',
        body: notifications,
      });
    },

    /**
     * POST /api/account/finish-onboarding (the onboarding is over; nothing to show on failure). Kept
     * alive: the user may leave the page at once, and an aborted call would start the sequence again.
     */
    async finishOnboarding(): Promise<void> {
      await client.request('/api/account/finish-onboarding', ignoreBody, {
        method: 'POST',
        handle: BACKGROUND,
        keepalive: true,
      });
    },

    /**
     * POST /api/account/viewed-bonus-modal (the bonus popup was closed). Kept alive: closing the popup
     * and following a link that loads a page at once (a share from the search) must not bring it back.
     */
    async viewedBonusModal(): Promise<void> {
      await client.request('/api/account/viewed-bonus-modal', ignoreBody, {
        method: 'POST',
        handle: BACKGROUND,
        keepalive: true,
      });
    },

    /**
     * GET /api/welcome_survey/answers_options. `background` for the survey dialog: a refusal then
     * just keeps the dialog closed instead of moving the user to the login page or /404.
     */
    surveyOptions(options: { background?: boolean } = {}): Promise<SurveyOptions> {
      return client.request('/api/welcome_survey/answers_options', answer('surveyOptionsSchema'), {
        handle: options.background ? BACKGROUND : [],
      });
    },

    /** GET /api/welcome_survey: saved answers; its failure never redirects (the form still becomes ready). */
    surveyAnswers(): Promise<SavedSurvey> {
      return client.request('/api/welcome_survey', answer('savedSurveySchema'), { handle: BACKGROUND });
    },

    /** POST /api/welcome_survey with the five answers, single values as one-item lists. */
    saveSurvey(payload: SurveyPayload): Promise<FormResult> {
      return client.request('/api/welcome_survey', answer('formResultSchema'), { method: 'POST', body: payload });
    },

    /** GET /api/portfolios/{id}: the ideas, every update (with idea_id and viewed) and the limit. */
    async getPortfolio(portfolioId: number): Promise<PortfolioResponse['results']['portfolio']> {
      const { results } = await client.request(`/api/portfolios/${portfolioId}`, answer('portfolioResponseSchema'));
      return results.portfolio;
    },

    /** GET /api/portfolios/{id}/updates: the unviewed updates for the header's dropdown. */
    portfolioUpdates(portfolioId: number): Promise<PortfolioUpdatesResponse> {
      return client.request(`/api/portfolios/${portfolioId}/updates`, answer('portfolioUpdatesResponseSchema'), {
        handle: BACKGROUND,
      });
    },

    /** POST /api/portfolios/{id}/add/{ideaId}; a 403 carries the refusing permission (see refusedPermission). */
    addToPortfolio(portfolioId: number, ideaId: number): Promise<PortfolioIdeasResult> {
      return client.request(`/api/portfolios/${portfolioId}/add/${ideaId}`, answer('portfolioIdeasResultSchema'), {
        method: 'POST',
      });
    },

    /** POST /api/portfolios/{id}/remove/{ideaId}. */
    removeFromPortfolio(portfolioId: number, ideaId: number): Promise<PortfolioIdeasResult> {
      return client.request(`/api/portfolios/${portfolioId}/remove/${ideaId}`, answer('portfolioIdeasResultSchema'), {
        method: 'POST',
      });
    },

    /** POST /api/portfolios/{id}/mark-as-viewed { idea_id } → the unviewed updates left. */
    markPortfolioViewed(portfolioId: number, ideaId: number): Promise<MarkAsViewedResponse> {
      return client.request(`/api/portfolios/${portfolioId}/mark-as-viewed`, answer('markAsViewedResponseSchema'), {
        method: 'POST',
        body: { idea_id: ideaId },
        handle: BACKGROUND,
      });
    },

    /**
     * GET /api/search?query=… (docs/product/calls.md). Search failures are silent (docs/product/errors.md), so a missing or
     * refused search must not redirect the whole page to /404 or the login.
     */
    async search(query: string): Promise<SearchResponse> {
      return client.request('/api/search', answer('searchResponseSchema'), {
        query: { query: searchRequestQuery(query) },
        handle: BACKGROUND,
      });
    },

    ...radarEndpoints(client, {
      radarDealsAnswerSchema: answer('radarDealsAnswerSchema'),
      insiderAnswerSchema: answer('insiderAnswerSchema'),
    }),

    csrfToken: () => client.csrfToken(),
    /** The client itself, for the calls of areas loaded on demand (league/leagueApi.ts). */
    client,
  };
}

export type Api = ReturnType<typeof createApi>;
