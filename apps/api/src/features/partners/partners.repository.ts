// The partner programme: visits by a partner's link, registrations attributed to it, payments of the
// referred accounts credited to the campaign, and the monthly statistics read from them.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { PARTNER_WINDOW_DAYS, partnerReward } from '../league/league-rules';

export interface PartnerDayRow {
  day: string;
  visitors: number;
  registrations: number;
  deals: number;
  amount: number;
  reward: number;
}

/** An existing campaign of a partner account (a link may carry anything). */
export async function campaignExists(db: Database, campaignId: string): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE partner_campaign_id = ${campaignId} AND role = 'partner' LIMIT 1`,
  );
  return row !== undefined;
}

/** A new visitor brought by the link today (Moscow): one more on the campaign's day row. */
export async function recordPartnerVisit(db: Database, campaignId: string): Promise<void> {
  await db.execute(sql`INSERT INTO partner_visits (campaign_id, day, visitors) VALUES (${campaignId}, (now() AT TIME ZONE 'Europe/Moscow')::date, 1)
    ON CONFLICT (campaign_id, day) DO UPDATE SET visitors = partner_visits.visitors + 1`);
}

/** A registration with the attribution cookie: credited to the campaign when it exists (in the registration's transaction). */
export async function attributeRegistration(tx: Database, userId: number, campaignId: string): Promise<boolean> {
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`INSERT INTO partner_attributions (user_id, campaign_id)
        SELECT ${userId}, ${campaignId} WHERE EXISTS (SELECT 1 FROM users WHERE partner_campaign_id = ${campaignId} AND role = 'partner' AND id <> ${userId})
        ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
  );
  return rows.length > 0;
}

export type PartnerPaymentResult =
  | { credited: true; campaignId: string; rewardRub: number }
  | { credited: false; reason: 'not_referred' | 'outside_window' | 'duplicate' };

/**
 * For the payments' hook, in the payment's own transaction: a payment of an account registered through
 * a partner's link, within PARTNER_WINDOW_DAYS of the registration, is credited to the campaign once
 * (the payment id is the key).
 */
export async function recordPartnerPayment(
  tx: Database,
  payment: { userId: number; paymentId: string; amountRub: number },
): Promise<PartnerPaymentResult> {
  const [attribution] = await queryRows<{ campaign_id: string; within: boolean }>(
    tx,
    sql`SELECT campaign_id, now() <= registered_at + make_interval(days => ${PARTNER_WINDOW_DAYS}) AS within
        FROM partner_attributions WHERE user_id = ${payment.userId}`,
  );
  if (!attribution) return { credited: false, reason: 'not_referred' };
  if (!attribution.within) return { credited: false, reason: 'outside_window' };
  const reward = partnerReward(payment.amountRub);
  const inserted = await queryRows<{ payment_id: string }>(
    tx,
    sql`INSERT INTO partner_payments (payment_id, user_id, campaign_id, amount_rub, reward_rub)
        VALUES (${payment.paymentId}, ${payment.userId}, ${attribution.campaign_id}, ${payment.amountRub}, ${reward})
        ON CONFLICT (payment_id) DO NOTHING RETURNING payment_id`,
  );
  if (inserted.length === 0) return { credited: false, reason: 'duplicate' };
  return { credited: true, campaignId: attribution.campaign_id, rewardRub: reward };
}

export type PartnerRefundResult =
  { reversed: true; campaignId: string; rewardRub: number } | { reversed: false; reason: 'not_credited' | 'duplicate' };

/**
 * For the payments' hook, in the refund's own transaction: a refund of a payment that was credited to
 * a campaign takes its share back — a row with the refunded amount and the reward on it negative,
 * dated the day of the refund (a partial refund takes back the share of the part refunded). Once per
 * refund (`refundId` is the key); a refund of a payment the campaign never got changes nothing.
 */
export async function recordPartnerRefund(
  tx: Database,
  refund: { userId: number; paymentId: string; refundId: string; amountRub: number },
): Promise<PartnerRefundResult> {
  const [credited] = await queryRows<{ campaign_id: string; amount_rub: string | number }>(
    tx,
    sql`SELECT campaign_id, amount_rub FROM partner_payments WHERE payment_id = ${refund.paymentId} AND user_id = ${refund.userId}`,
  );
  if (!credited) return { reversed: false, reason: 'not_credited' };
  const amount = Math.min(refund.amountRub, Number(credited.amount_rub));
  const reward = partnerReward(amount);
  const inserted = await queryRows<{ payment_id: string }>(
    tx,
    sql`INSERT INTO partner_payments (payment_id, user_id, campaign_id, amount_rub, reward_rub)
        VALUES (${refund.refundId}, ${refund.userId}, ${credited.campaign_id}, ${-amount}, ${-reward})
        ON CONFLICT (payment_id) DO NOTHING RETURNING payment_id`,
  );
  if (inserted.length === 0) return { reversed: false, reason: 'duplicate' };
  return { reversed: true, campaignId: credited.campaign_id, rewardRub: -reward };
}

/**
 * Day rows of a campaign between two days (inclusive, Moscow), every day present. `deals` counts the
 * paid payments (refund rows are not deals); `amount` and `reward` are net of refunds, on the day of
 * the refund.
 */
export async function partnerDays(
  db: Database,
  campaignId: string,
  from: string,
  to: string,
): Promise<PartnerDayRow[]> {
  return queryRows<PartnerDayRow>(
    db,
    sql`SELECT d::date::text AS day,
               COALESCE(v.visitors, 0)::int AS visitors,
               COALESCE(r.n, 0)::int AS registrations,
               COALESCE(p.n, 0)::int AS deals,
               COALESCE(p.amount, 0)::float8 AS amount,
               COALESCE(p.reward, 0)::float8 AS reward
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        LEFT JOIN partner_visits v ON v.campaign_id = ${campaignId} AND v.day = d::date
        LEFT JOIN (SELECT (registered_at AT TIME ZONE 'Europe/Moscow')::date AS day, count(*) AS n FROM partner_attributions
                   WHERE campaign_id = ${campaignId} GROUP BY 1) r ON r.day = d::date
        LEFT JOIN (SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, count(*) FILTER (WHERE amount_rub > 0) AS n, sum(amount_rub) AS amount, sum(reward_rub) AS reward
                   FROM partner_payments WHERE campaign_id = ${campaignId} GROUP BY 1) p ON p.day = d::date
        ORDER BY d`,
  );
}
