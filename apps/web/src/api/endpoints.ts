import {
  accountResponseSchema,
  formResultSchema,
  MESSAGES,
  searchRequestQuery,
  searchResponseSchema,
  type FormResult,
  type LoginPayload,
  type RegisterPayload,
  type SearchResponse,
  type User,
} from '@investradar/ui/domain';
import { ApiError, type ApiClient, type Parser } from './client';

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
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
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

export function createApi(client: ApiClient) {
  return {
    /** GET /api/account: results.user for everyone (a visitor gets the guest account). */
    async getAccount(): Promise<User> {
      const answer = await client.request('/api/account', accountResponseSchema);
      return answer.results.user;
    },

    async login(payload: LoginPayload): Promise<void> {
      await client.request(AUTH_PATHS.login, ignoreBody, { method: 'POST', body: payload, handle: [401, 404] });
    },

    async register(payload: RegisterPayload): Promise<void> {
      await client.request(AUTH_PATHS.register, ignoreBody, { method: 'POST', body: payload, handle: [401, 404] });
    },

    /**
     * POST /api/account/update-name → { success, errors, message }. A server that rejects the
     * input with 422 still sends that shape: it is read as a result, not as a failure.
     */
    async updateName(name: string): Promise<FormResult> {
      try {
        return await client.request('/api/account/update-name', formResultSchema, { method: 'POST', body: { name } });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
          const parsed = formResultSchema.safeParse(error.body);
          if (parsed.success) return parsed.data;
        }
        throw error;
      }
    },

    /**
     * GET /api/search?query=… (spec §7). Search failures are silent (spec §8), so a missing or
     * refused search must not redirect the whole page to /404 or the login.
     */
    async search(query: string): Promise<SearchResponse> {
      return client.request('/api/search', searchResponseSchema, { query: { query: searchRequestQuery(query) }, handle: [401, 404] });
    },

    csrfToken: () => client.csrfToken(),
  };
}

export type Api = ReturnType<typeof createApi>;
