// ISO weeks in Moscow time (UTC+3 all year since 2014): the weekly review covers Monday 00:00 to the
// next Monday 00:00 there, and its dedupe key names the week (2026-W48).
const MSK_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
const WEEK_KEY = /^(\d{4})-W(\d{2})$/;

/** Monday 00:00 Moscow time of the ISO week `key` (2026-W48), or null when `key` is not a week. */
export function weekBounds(key: string): { from: Date; to: Date } | null {
  const match = WEEK_KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > weeksInYear(year)) return null;
  // 4 January is always in week 1.
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const from = mondayOfWeek1 + (week - 1) * 7 * DAY_MS - MSK_OFFSET_MS;
  return { from: new Date(from), to: new Date(from + 7 * DAY_MS) };
}

function weeksInYear(year: number): number {
  // A year has 53 weeks when 28 December falls in week 53.
  return isoWeekOfUtcDay(Date.UTC(year, 11, 28)).week;
}

function isoWeekOfUtcDay(day: number): { year: number; week: number } {
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

/** The ISO week (Moscow time) that `at` falls in. */
export function weekKeyOf(at: Date): string {
  const moscow = new Date(at.getTime() + MSK_OFFSET_MS);
  const { year, week } = isoWeekOfUtcDay(Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate()));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last complete week before `at`: what a job run on Monday morning reviews. */
export function previousWeekKey(at: Date): string {
  return weekKeyOf(new Date(at.getTime() - 7 * DAY_MS));
}
