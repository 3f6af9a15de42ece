// The bot's calls to the API (apps/api/src/routes/telegram.ts), server to server: every call carries the
// shared secret in X-Telegram-Bot-Secret (TELEGRAM_BOT_SECRET on both sides). The bot has no database of
// its own, so it runs as its own process, as many as wanted.

export const ALERT_KINDS = ['portfolio', 'ideas', 'insiders'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface Settings {
  linked: true;
  name: string;
  alerts_allowed: boolean;
  stopped: boolean;
  alerts: Record<AlertKind, boolean>;
}
export type SettingsAnswer = Settings | { linked: false };

export interface StartAnswer {
  success: true;
  linked: true;
  name: string;
  alerts_allowed: boolean;
  bonus: 'granted' | 'already_received';
  granted: number;
  coins: number | null;
}

export interface ClaimedAlert {
  id: number;
  chat_id: string;
  text: string;
}

export type AlertResult = { ok: true } | { ok: false; error: string; permanent?: boolean; retry_after?: number };

/** A non-2xx answer of the API, with its status and Russian message. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export interface ApiClientOptions {
  /** The API's base address (API_URL), e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /** TELEGRAM_BOT_SECRET. */
  secret: string;
  /** Per call; default 10 s. */
  timeoutMs?: number;
}

export function createApiClient(options: ApiClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-secret': options.secret },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: reported below with the status */
    }
    if (!response.ok) {
      const message =
        typeof json === 'object' && json !== null && 'message' in json
          ? String((json as { message: unknown }).message)
          : text.slice(0, 200);
      throw new ApiCallError(response.status, message || `HTTP ${response.status}`);
    }
    return json as T;
  }
  return {
    start: (input: { start_code: string; telegram_user_id: number; chat_id: number }) =>
      post<StartAnswer>('/api/telegram/start', input),
    settings: (telegramUserId: number, set?: Partial<Record<AlertKind | 'stopped', boolean>>) =>
      post<SettingsAnswer>('/api/telegram/settings', { telegram_user_id: telegramUserId, ...(set ? { set } : {}) }),
    collectAlerts: () =>
      post<{ success: true; recipients: number; enqueued: Record<AlertKind, number> }>(
        '/api/telegram/alerts/collect',
        {},
      ),
    claimAlerts: (limit: number) => post<{ alerts: ClaimedAlert[] }>('/api/telegram/alerts/claim', { limit }),
    reportAlert: (id: number, result: AlertResult) =>
      post<{ success: true; status: string }>(`/api/telegram/alerts/${id}/result`, result),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
