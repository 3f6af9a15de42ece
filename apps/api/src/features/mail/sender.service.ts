// The outbox sender: claims due messages (FOR UPDATE SKIP LOCKED: parallel senders take different
// rows), sends each through the mailer, marks it sent; a failure is retried with backoff, a permanent
// refusal (5xx) or the last attempt marks it failed. A sender that dies mid-batch leaves its rows
// `sending` until their lease lapses; then any sender takes them again.
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createMailRepository } from './mail.repository';
import { isPermanentMailError } from './smtp-mailer';

/** Wait before attempt 2, 3, 4, 5; then the message is failed. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;
/** Longer than the SMTP timeouts (smtp-mailer.ts) put together. */
const LEASE_MS = 10 * 60_000;

export interface SenderOptions {
  db: Database;
  mailer: Mailer;
  /** Defaults to the system clock; tests move it forward to reach a retry. */
  clock?: () => Date;
  batchSize?: number;
  log?: (message: string) => void;
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** Sends every message due now; answers what happened to them. */
export async function sendPendingMail(options: SenderOptions): Promise<SendReport> {
  const mail = createMailRepository(options.db);
  const clock = options.clock ?? (() => new Date());
  const report: SendReport = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  for (;;) {
    const now = clock();
    const batch = await mail.claimDue(now, new Date(now.getTime() + LEASE_MS), options.batchSize ?? 20);
    if (batch.length === 0) return report;
    for (const row of batch) {
      if (!row.wanted) {
        await mail.markSkipped(row.id);
        report.skipped += 1;
        continue;
      }
      try {
        await options.mailer.send(row.message);
        await mail.markSent(row.id, clock());
        report.sent += 1;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const final = isPermanentMailError(error) || row.attempts >= MAX_ATTEMPTS;
        const retryAt = final ? null : new Date(clock().getTime() + RETRY_BACKOFF_MS[row.attempts - 1]!);
        await mail.markFailed(row.id, text.slice(0, 1000), retryAt);
        if (final) report.failed += 1;
        else report.retried += 1;
        options.log?.(
          `${row.dedupeKey}: attempt ${row.attempts} failed (${text})${final ? ', giving up' : `, retry at ${retryAt!.toISOString()}`}`,
        );
      }
    }
  }
}
