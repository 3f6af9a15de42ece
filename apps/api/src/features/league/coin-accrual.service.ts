// The monthly accrual of coins (docs/product/flows.md next-credit rules; amounts from investcoins.monthly_coins_add),
// run by a scheduler through `npm run coins:accrue -w apps/api` (daily is right: expiry rules pay on the
// expiry day). Safe to run twice and to crash midway: every credit goes through the ledger under a key
// of its subscription and period (league-rules.ts dueAccrual), one transaction each.
import type { Database } from '../../db/client';
import type { AppConfig } from '@investradar/ui/domain';
import { dueAccrual } from './league-rules';
import { createCoinLedgerRepository } from './coin-ledger.repository';
import { createCoinAccrualRepository } from './coin-accrual.repository';

export interface AccrualResult {
  runId: number;
  subscriptions: number;
  credited: number;
  coins: number;
}

export async function runCoinAccrual(
  db: Database,
  config: Pick<AppConfig, 'investcoins'>,
  now = new Date(),
): Promise<AccrualResult> {
  const runs = createCoinAccrualRepository(db);
  const runId = await runs.startRun(now);
  const subscriptions = await runs.activeSubscriptions();
  const ledger = createCoinLedgerRepository(db);
  let credited = 0;
  let coins = 0;
  for (const subscription of subscriptions) {
    const due = dueAccrual(
      { ...subscription, expiresAt: new Date(subscription.expiresAt), createdAt: new Date(subscription.createdAt) },
      config,
      now,
    );
    if (!due) continue;
    const result = await ledger.apply({
      userId: due.userId,
      amount: due.coins,
      reason: 'monthly',
      ref: `subscription:${subscription.id}`,
      key: due.key,
    });
    if (result.status !== 'applied') continue;
    credited += 1;
    coins += due.coins;
  }
  await runs.finishRun(runId, credited, coins);
  return { runId, subscriptions: subscriptions.length, credited, coins };
}
