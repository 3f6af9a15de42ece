// Partner statistics by month (GET /api/account/partner/stat/month/{key}) and the link's attribution.
import { formatMonthYear } from '@investradar/ui/domain';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { moscowDay } from '../league';
import { partnerDays, partnerExclusions, type PartnerDayRow } from './partners.repository';
import type { UserRow } from '../account';

export const PARTNER_MESSAGES = {
  notPartner: 'Раздел доступен только партнерам',
  badMonth: 'Неверный месяц',
} as const;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

function shiftMonth(key: string, by: number): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function lastDay(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Registrations per 100 visitors, two decimals; 0 without visitors. */
const conversion = (visitors: number, registrations: number) =>
  visitors > 0 ? Math.round((registrations / visitors) * 10000) / 100 : 0;
const money = (value: number) => Math.round(value * 100) / 100;

function figures(row: Omit<PartnerDayRow, 'day'>) {
  return {
    conversion: conversion(row.visitors, row.registrations),
    visitors: row.visitors,
    registration: row.registrations,
    deals: row.deals,
    amount: money(row.amount),
    reward: money(row.reward),
  };
}

/** The first month with statistics: the programme's counting starts here (no earlier pages). */
export const PARTNER_FIRST_MONTH = '2021-02';

export function createPartnersService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The month `key` (YYYY-MM, or `current`) of the signed-in partner's campaign. */
    async monthStats(user: UserRow, key: string, now = new Date()) {
      if (user.role !== 'partner' || !user.partnerCampaignId) throw new ApiError(403, PARTNER_MESSAGES.notPartner);
      const today = moscowDay(now);
      const current = today.slice(0, 7);
      const month = key === 'current' ? current : key;
      if (!MONTH_KEY.test(month) || month > current || month < PARTNER_FIRST_MONTH)
        throw new ApiError(404, PARTNER_MESSAGES.badMonth);
      const to = month === current ? today : lastDay(month);
      const days = await partnerDays(db, user.partnerCampaignId, `${month}-01`, to);
      const byReason = await partnerExclusions(db, user.partnerCampaignId, `${month}-01`, to);
      const sum = days.reduce(
        (t, d) => ({
          visitors: t.visitors + d.visitors,
          registrations: t.registrations + d.registrations,
          deals: t.deals + d.deals,
          amount: t.amount + d.amount,
          reward: t.reward + d.reward,
        }),
        { visitors: 0, registrations: 0, deals: 0, amount: 0, reward: 0 },
      );
      const prev = shiftMonth(month, -1);
      const next = shiftMonth(month, 1);
      return {
        days_stat: days.map((d) => ({ date: d.day, ...figures(d) })),
        total: figures(sum),
        prev: prev >= PARTNER_FIRST_MONTH ? { key: prev } : null,
        next: next <= current ? { key: next } : null,
        title: formatMonthYear(`${month}-15T12:00:00Z`),
        excluded: {
          registrations: Object.values(byReason).reduce((sum, n) => sum + n, 0),
          by_reason: byReason,
        },
      };
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
