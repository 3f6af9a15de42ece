// Demo content: the files of apps/api/content (service news, page texts) and a year of weekly idea
// reviews written from the seeded ideas (the notable openings and closings of each week, linked to
// their idea and stock pages). One batch insert, so the seed stays fast.
import { and, eq, gte, sql } from 'drizzle-orm';
import { readContentFolder } from '../features/content';
import type { Database } from '../db/client';
import { ideas, stocks } from '../db/schema';
import { formatDate, formatPercent } from '@investradar/ui/domain';
import { createContentRepository, type ContentWrite } from '../features/content';

const DAY = 24 * 60 * 60 * 1000;
export const REVIEW_WEEKS = 52;

type IdeaLine = {
  id: number;
  name: string;
  ticker: string;
  stock: string;
  direction: string;
  potentialYield: number;
  openedAt: Date;
  closedAt: Date | null;
  status: string;
  returnPct: number | null;
};

const INTROS = [
  'Неделя выдалась насыщенной: аналитики брокеров опубликовали новые идеи, а часть старых дошла до развязки.',
  'Рынок провел неделю без резких движений, и тем интереснее посмотреть, на что делают ставку аналитики.',
  'На этой неделе в ленте было много идей в крупных бумагах — разбираем самые заметные.',
  'Собрали в одном месте главное за неделю: новые идеи с наибольшим потенциалом и итоги закрытых.',
];

const direction = (d: string) => (d === 'short' ? 'на снижение' : 'на рост');
const percent = (value: number) => formatPercent(Math.round(value * 10) / 10);

/** The Friday ending week `n` back from `now` (n = 0: the latest past Friday), 18:00 Moscow. */
function fridayOf(n: number, now: Date): Date {
  const day = now.getUTCDay();
  const back = (day + 2) % 7; // days since Friday
  const friday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back - 7 * n, 15, 0, 0));
  return friday.getTime() > now.getTime() ? new Date(friday.getTime() - 7 * DAY) : friday;
}

/** A year of Friday reviews over the seeded ideas (weeks without ideas still get their review). */
export async function weeklyReviews(db: Database, now = new Date()): Promise<ContentWrite[]> {
  const since = new Date(fridayOf(REVIEW_WEEKS - 1, now).getTime() - 7 * DAY);
  const rows = await db
    .select({
      id: ideas.id,
      name: ideas.name,
      ticker: stocks.ticker,
      stock: stocks.name,
      direction: ideas.direction,
      potentialYield: sql<number>`${ideas.potentialYield}::float8`,
      openedAt: ideas.openedAt,
      closedAt: ideas.closedAt,
      status: ideas.status,
      returnPct: sql<number | null>`${ideas.returnPct}::float8`,
    })
    .from(ideas)
    .innerJoin(stocks, eq(stocks.id, ideas.stockId))
    .where(and(eq(ideas.hidden, false), sql`(${ideas.openedAt} >= ${since} OR ${gte(ideas.closedAt, since)})`));
  const lines = rows as IdeaLine[];
  const reviews: ContentWrite[] = [];
  for (let n = REVIEW_WEEKS - 1; n >= 0; n--) {
    const end = fridayOf(n, now);
    const start = new Date(end.getTime() - 7 * DAY);
    const within = (date: Date | null) => !!date && date > start && date <= end;
    const opened = lines
      .filter((l) => within(l.openedAt))
      .sort((a, b) => b.potentialYield - a.potentialYield || a.id - b.id)
      .slice(0, 3);
    const closed = lines
      .filter((l) => within(l.closedAt))
      .sort((a, b) => (b.returnPct ?? 0) - (a.returnPct ?? 0) || a.id - b.id)
      .slice(0, 3);
    const number = REVIEW_WEEKS - n;
    const dateText = formatDate(end.toISOString());
    const body: string[] = [INTROS[number % INTROS.length]!, '', '## Новые идеи недели', ''];
    if (opened.length) {
      for (const idea of opened) {
        body.push(
          `- [${idea.name}](/ideas/${idea.id}) — ${idea.stock} ([${idea.ticker}](/stocks/${idea.ticker})), ставка ${direction(idea.direction)}, потенциал ${percent(idea.potentialYield)}.`,
        );
      }
    } else {
      body.push('Новых идей на этой неделе не было — аналитики взяли паузу.');
    }
    body.push('', '## Закрытые идеи', '');
    if (closed.length) {
      for (const idea of closed) {
        const result = idea.returnPct === null ? 'без результата' : `результат ${percent(idea.returnPct)}`;
        body.push(`- [${idea.name}](/ideas/${idea.id}) ([${idea.ticker}](/stocks/${idea.ticker})): ${result}.`);
      }
    } else {
      body.push('На этой неделе ни одна идея не закрылась.');
    }
    body.push(
      '',
      'Полный список идей — в [ленте](/ideas), успешность авторов — в [рейтинге аналитиков](/rating). Обзор не является индивидуальной инвестиционной рекомендацией.',
    );
    const top = opened[0];
    reviews.push({
      kind: 'review',
      slug: `week-${end.toISOString().slice(0, 10)}`,
      title: `Обзор идей недели: ${dateText}`,
      lead: top
        ? `Главная идея недели — ${top.stock} с потенциалом ${percent(top.potentialYield)}. Плюс итоги закрытых идей.`
        : 'Тихая неделя в ленте идей: разбираем закрытия и то, что осталось в работе.',
      body: body.join('\n'),
      cover_url: null,
      tickers: [...new Set([...opened, ...closed].map((l) => l.ticker))],
      idea_ids: [...new Set([...opened, ...closed].map((l) => l.id))],
      // Every fourth review is the PRO edition: others read its lead and the PRO offer.
      pro_only: number % 4 === 0,
      publishedAt: end,
    });
  }
  return reviews;
}

/** News and page texts from the files, and the weekly reviews; fails on a broken file (never half). */
export async function seedContent(db: Database, log: (message: string) => void = () => {}): Promise<void> {
  const started = Date.now();
  const read = await readContentFolder();
  if (read.failures.length) {
    throw new Error(
      `content files with errors: ${read.failures.map((f) => `${f.file} ${JSON.stringify(f.errors)}`).join('; ')}`,
    );
  }
  const outcome = await createContentRepository(db).importEntries([...read.entries, ...(await weeklyReviews(db))]);
  log(`content: ${outcome.created.length} entries in ${Date.now() - started} ms`);
}
