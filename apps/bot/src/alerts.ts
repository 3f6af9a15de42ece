// The alerts job: the API collects what is due into its outbox (idempotent: one row per dedupe key),
// then the bot claims due alerts in batches (leased, FOR UPDATE SKIP LOCKED), sends each and reports
// the result. Run on a timer by the bot process (BOT_ALERTS_INTERVAL_MS) or once by `npm run alerts`.
import { GrammyError, HttpError, type Api } from 'grammy';
import type { AlertResult, ApiClient } from './api-client';
import type { Logger } from './log';

const BATCH = 20;
/** A run stops after this many batches; the rest waits for the next run. */
const MAX_BATCHES = 50;

export interface AlertsRun {
  enqueued: number;
  sent: number;
  failed: number;
}

/** How Telegram's refusal is reported: for good (blocked, chat gone) or to retry (429, 5xx, network). */
export function resultOf(error: unknown): AlertResult {
  if (error instanceof GrammyError) {
    const permanent =
      error.error_code === 403 ||
      (error.error_code === 400 && /chat not found|user is deactivated/i.test(error.description));
    const retryAfter = error.parameters.retry_after;
    return {
      ok: false,
      error: `${error.error_code} ${error.description}`.slice(0, 500),
      ...(permanent ? { permanent } : {}),
      ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
    };
  }
  if (error instanceof HttpError) return { ok: false, error: `network: ${error.message}`.slice(0, 500) };
  return { ok: false, error: String(error instanceof Error ? error.message : error).slice(0, 500) };
}

export async function runAlertsJob(deps: { api: ApiClient; telegram: Api; log: Logger }): Promise<AlertsRun> {
  const { api, telegram, log } = deps;
  const collected = await api.collectAlerts();
  const run: AlertsRun = {
    enqueued: collected.enqueued.portfolio + collected.enqueued.ideas + collected.enqueued.insiders,
    sent: 0,
    failed: 0,
  };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { alerts } = await api.claimAlerts(BATCH);
    if (alerts.length === 0) break;
    for (const alert of alerts) {
      let result: AlertResult;
      try {
        await telegram.sendMessage(alert.chat_id, alert.text, { link_preview_options: { is_disabled: true } });
        result = { ok: true };
        run.sent++;
      } catch (error) {
        result = resultOf(error);
        run.failed++;
        log.error('alert not sent', { alert_id: alert.id, error: result.ok ? undefined : result.error });
      }
      await api.reportAlert(alert.id, result);
    }
  }
  log.info('alerts job done', { ...run });
  return run;
}
