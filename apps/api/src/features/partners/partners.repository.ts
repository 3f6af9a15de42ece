// The partner programme: visits by a partner's link, registrations attributed to it, payments of the
// referred accounts credited to the campaign, and the monthly statistics read from them.
import { sql } from 'drizzle-orm';
import { partnerExclusionReasons, type PartnerExclusionReason } from '@investradar/ui/domain';
import { queryRows, type Database } from '../../db/client';
import { PARTNER_WINDOW_DAYS, partnerReward } from '../league';

export interface PartnerDayRow {
  day: string;
  visitors: number;
  registrations: number;
  deals: number;
  amount: number;
  reward: number;
}

/** The partner account of a campaign (a link may carry anything): its id and address, or null. */
export async function partnerOfCampaign(
  db: Database,
  campaignId: string,
): Promise<{ id: number; email: string | null } | null> {
  const [row] = await queryRows<{ id: number; email: string | null }>(
    db,
    sql`SELECT id, email FROM users WHERE partner_campaign_id = ${campaignId} AND role = 'partner' ORDER BY id LIMIT 1`,
  );
  return row ? { id: Number(row.id), email: row.email } : null;
}

/** An existing campaign of a partner account (a link may carry anything). */
export async function campaignExists(db: Database, campaignId: string): Promise<boolean> {
  return (await partnerOfCampaign(db, campaignId)) !== null;
}

/** What the registration knows of where it comes from, for the self-referral checks. */
export interface RegistrationOrigin {
  /** The server issued the partner cookie (a hand-made or altered one is not credited). */
  signed: boolean;
  /** The new account's address (lower case). */
  email: string;
  ip?: string | undefined;
  /** The account signed in in this browser when it registered, if any. */
  signedInUserId?: number | undefined;
  /** Whether this browser has signed in to the account of an address before (the known-device cookie). */
  knownDeviceOf?: ((email: string) => boolean) | undefined;
}

/** The mailbox an address delivers to: lower case, without a +tag, and without dots for Gmail. */
export function mailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replace(/\./g, '') : base}@${gmail ? 'gmail.com' : domain}`;
}

const domainOf = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

/** A new visitor brought by the link today (Moscow): one more on the campaign's day row. */
export async function recordPartnerVisit(db: Database, campaignId: string): Promise<void> {
  await db.execute(sql`INSERT INTO partner_visits (campaign_id, day, visitors) VALUES (${campaignId}, (now() AT TIME ZONE 'Europe/Moscow')::date, 1)
    ON CONFLICT (campaign_id, day) DO UPDATE SET visitors = partner_visits.visitors + 1`);
}

/**
 * A registration with the attribution cookie, in the registration's transaction: credited to the
 * campaign when it exists and the registration is not the partner's own; otherwise the reason is kept
 * (partner_exclusions) for the partner's statistics. Self-referral is: the partner's own account (or
 * a browser signed in as them), a browser that signed in to the partner's account before, the partner's
 * own mailbox under another alias, or the same e-mail domain from an address the partner signs in from.
 */
export async function attributeRegistration(
  tx: Database,
  userId: number,
  campaignId: string,
  origin: RegistrationOrigin,
): Promise<{ credited: true } | { credited: false; reason: PartnerExclusionReason | 'no_campaign' }> {
  const partner = await partnerOfCampaign(tx, campaignId);
  if (!partner) return { credited: false, reason: 'no_campaign' };
  let reason: PartnerExclusionReason | null = null;
  if (!origin.signed) reason = 'unsigned_cookie';
  else if (partner.id === userId || partner.id === origin.signedInUserId) reason = 'own_account';
  else if (partner.email && origin.knownDeviceOf?.(partner.email)) reason = 'own_device';
  else if (partner.email && mailbox(partner.email) === mailbox(origin.email)) reason = 'own_mailbox';
  else if (partner.email && origin.ip && domainOf(partner.email) === domainOf(origin.email)) {
    const [seen] = await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM sessions WHERE user_id = ${partner.id} AND ip = ${origin.ip} LIMIT 1`,
    );
    if (seen) reason = 'own_address';
  }
  if (reason) {
    await tx.execute(sql`INSERT INTO partner_exclusions (user_id, campaign_id, reason)
      VALUES (${userId}, ${campaignId}, ${reason}) ON CONFLICT (user_id) DO NOTHING`);
    return { credited: false, reason };
  }
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`INSERT INTO partner_attributions (user_id, campaign_id) VALUES (${userId}, ${campaignId})
        ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
  );
  return rows.length > 0 ? { credited: true } : { credited: false, reason: 'own_account' };
}

/** Registrations not credited to a campaign between two Moscow days (inclusive), by reason. */
export async function partnerExclusions(
  db: Database,
  campaignId: string,
  from: string,
  to: string,
): Promise<Record<PartnerExclusionReason, number>> {
  const rows = await queryRows<{ reason: string; n: number }>(
    db,
    sql`SELECT reason, count(*)::int AS n FROM partner_exclusions
        WHERE campaign_id = ${campaignId}
          AND (created_at AT TIME ZONE 'Europe/Moscow')::date BETWEEN ${from}::date AND ${to}::date
        GROUP BY reason`,
  );
  const counts = Object.fromEntries(partnerExclusionReasons.map((r) => [r, 0])) as Record<
    PartnerExclusionReason,
    number
  >;
  for (const row of rows)
    if ((partnerExclusionReasons as readonly string[]).includes(row.reason))
      counts[row.reason as PartnerExclusionReason] = Number(row.n);
  return counts;
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
