// Newsletter letters: Russian, an HTML part with a plain-text twin, every value escaped, and a
// one-click unsubscribe link (RFC 8058) for the flag the letter belongs to.
import {
  formatCoins,
  formatDate,
  formatNumber,
  formatPercent,
  formatSignedCoins,
  MESSAGES,
  type NotificationKey,
} from '@investradar/ui/domain';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeUrl } from './unsubscribe-token';

export interface Recipient {
  id: number;
  name: string;
  email: string;
}

export interface LetterSettings {
  /** https://investradar.ru: base of every link. */
  publicUrl: string;
  /** The app secret: signs the unsubscribe links. */
  secret: string;
}

/** The names of the four newsletters, as the settings page shows them. */
export const FLAG_LABELS: Record<NotificationKey, string> = {
  weekly_newsletter: MESSAGES.notifyWeeklyNewsletter,
  portfolio_events: MESSAGES.notifyPortfolioEvents,
  news: MESSAGES.notifyNews,
  bets: MESSAGES.notifyBets,
};

/** One line of a section: text, optionally a link and a note after a dash. */
interface Line {
  text: string;
  href?: string;
  note?: string;
}
interface Section {
  title: string;
  lines: Line[];
}
interface Letter {
  subject: string;
  intro: string;
  sections: Section[];
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function lineHtml(line: Line): string {
  const text = line.href
    ? `<a href="${escapeHtml(line.href)}" style="color:#1f5fd6">${escapeHtml(line.text)}</a>`
    : escapeHtml(line.text);
  return `<li style="margin:0 0 8px">${text}${line.note ? ` — ${escapeHtml(line.note)}` : ''}</li>`;
}

function lineText(line: Line): string {
  return `• ${line.text}${line.note ? ` — ${line.note}` : ''}${line.href ? `\n  ${line.href}` : ''}`;
}

/** The common frame of every letter: greeting, sections, and the footer naming the flag with its unsubscribe link. */
function compose(settings: LetterSettings, recipient: Recipient, flag: NotificationKey, letter: Letter): MailMessage {
  const unsubscribe = unsubscribeUrl(settings.publicUrl, settings.secret, recipient.id, flag);
  const preferences = `${settings.publicUrl}/account/notifications`;
  const greeting = `Здравствуйте, ${recipient.name}!`;
  const footer = `Вы получили это письмо, потому что в Инвестрадаре у Вас включена рассылка «${FLAG_LABELS[flag]}».`;
  const html = [
    '<!doctype html>',
    '<html lang="ru"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(letter.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1d21;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${escapeHtml(letter.subject)}</p>`,
    `<p style="margin:0 0 8px">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(letter.intro)}</p>`,
    ...letter.sections.map(
      (section) =>
        `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(section.title)}</h2><ul style="margin:0;padding-left:20px">${section.lines.map(lineHtml).join('')}</ul>`,
    ),
    `<p style="margin:32px 0 0;font-size:12px;color:#6b7078">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(unsubscribe)}" style="color:#6b7078">Отписаться</a> · `,
    `<a href="${escapeHtml(preferences)}" style="color:#6b7078">Настройки рассылки</a></p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    greeting,
    '',
    letter.intro,
    ...letter.sections.flatMap((section) => ['', `${section.title}:`, ...section.lines.map(lineText)]),
    '',
    '—',
    footer,
    `Отписаться: ${unsubscribe}`,
    `Настройки рассылки: ${preferences}`,
  ].join('\n');
  return {
    to: recipient.email,
    subject: letter.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function money(value: number, currency: string): string {
  return new Intl.NumberFormat('ru-RU', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

// ── Weekly review ───────────────────────────────────────────────────────────────────────────────

export interface WeeklyReview {
  /** ISO week, e.g. 2026-W48. */
  week: string;
  /** Monday 00:00 and the next Monday 00:00, Moscow time. */
  from: Date;
  to: Date;
  newIdeas: Array<{
    id: number;
    ticker: string;
    stockName: string;
    direction: 'long' | 'short';
    potentialYield: number;
    brokerName: string | null;
  }>;
  targetReached: Array<{ id: number; ticker: string; stockName: string; returnPct: number | null }>;
  insiderBuys: Array<{
    insiderId: number;
    insiderName: string;
    ticker: string;
    stockName: string;
    value: number | null;
    currency: string;
    dealDate: string;
  }>;
  /** Counted in full even when only the first ones are listed. */
  newIdeasTotal: number;
}

export function weeklyReviewIsEmpty(review: WeeklyReview): boolean {
  return review.newIdeas.length === 0 && review.targetReached.length === 0 && review.insiderBuys.length === 0;
}

export function weeklyReviewMail(settings: LetterSettings, recipient: Recipient, review: WeeklyReview): MailMessage {
  const { publicUrl } = settings;
  const lastDay = new Date(review.to.getTime() - 1);
  const sections: Section[] = [];
  if (review.newIdeas.length > 0) {
    sections.push({
      title: `Новые идеи недели (${review.newIdeasTotal})`,
      lines: review.newIdeas.map((idea) => ({
        text: `${idea.stockName} (${idea.ticker})`,
        href: `${publicUrl}/ideas/${idea.id}`,
        note: `${idea.direction === 'long' ? 'рост' : 'падение'}, потенциал ${formatPercent(idea.potentialYield)}${idea.brokerName ? `, ${idea.brokerName}` : ''}`,
      })),
    });
  }
  if (review.targetReached.length > 0) {
    sections.push({
      title: 'Идеи, достигшие цели',
      lines: review.targetReached.map((idea) => ({
        text: `${idea.stockName} (${idea.ticker})`,
        href: `${publicUrl}/ideas/${idea.id}`,
        note: idea.returnPct === null ? 'цель достигнута' : `доходность ${formatPercent(idea.returnPct)}`,
      })),
    });
  }
  if (review.insiderBuys.length > 0) {
    sections.push({
      title: 'Крупнейшие покупки инсайдеров',
      lines: review.insiderBuys.map((deal) => ({
        text: `${deal.insiderName}: ${deal.stockName} (${deal.ticker})`,
        href: `${publicUrl}/insiders/${deal.insiderId}`,
        note: `${deal.value === null ? 'сумма не раскрыта' : money(deal.value, deal.currency)}, ${formatDate(`${deal.dealDate}T12:00:00Z`)}`,
      })),
    });
  }
  return compose(settings, recipient, 'weekly_newsletter', {
    subject: `Инвестрадар: обзор недели ${formatDate(review.from)} — ${formatDate(lastDay)}`,
    intro: 'Главное за неделю на Инвестрадаре.',
    sections,
  });
}

// ── Portfolio events ────────────────────────────────────────────────────────────────────────────

export interface PortfolioEvent {
  id: number;
  ideaId: number;
  ideaName: string;
  ticker: string;
  eventTxt: string;
  dt: Date;
}

export function portfolioEventsMail(
  settings: LetterSettings,
  recipient: Recipient,
  events: PortfolioEvent[],
): MailMessage {
  return compose(settings, recipient, 'portfolio_events', {
    subject:
      events.length === 1
        ? `Инвестрадар: событие по идее ${events[0]!.ticker}`
        : `Инвестрадар: события Вашего портфеля (${formatNumber(events.length)})`,
    intro: 'По идеям в Вашем портфеле произошли изменения.',
    sections: [
      {
        title: 'События портфеля',
        lines: events.map((event) => ({
          text: `${event.ideaName} (${event.ticker})`,
          href: `${settings.publicUrl}/ideas/${event.ideaId}`,
          note: `${event.eventTxt}, ${formatDate(event.dt)}`,
        })),
      },
      { title: 'Портфель', lines: [{ text: 'Открыть портфель', href: `${settings.publicUrl}/portfolio` }] },
    ],
  });
}

// ── Service news ────────────────────────────────────────────────────────────────────────────────

/** A news item as the editorial content gives it (the news source is a port: jobs.ts NewsSource). */
export interface NewsItem {
  id: string | number;
  title: string;
  summary?: string;
  /** Absolute, or a path of the site (/news/12). */
  url?: string;
}

export function newsMail(settings: LetterSettings, recipient: Recipient, items: NewsItem[]): MailMessage {
  return compose(settings, recipient, 'news', {
    subject: items.length === 1 ? `Инвестрадар: ${items[0]!.title}` : 'Инвестрадар: новости сервиса',
    intro: 'Что нового в Инвестрадаре.',
    sections: [
      {
        title: 'Новости сервиса',
        lines: items.map((item) => ({
          text: item.title,
          ...(item.url ? { href: item.url.startsWith('/') ? `${settings.publicUrl}${item.url}` : item.url } : {}),
          ...(item.summary ? { note: item.summary } : {}),
        })),
      },
    ],
  });
}

// ── Bet results ─────────────────────────────────────────────────────────────────────────────────

/** A settled bet of the contest league (the results come through a port: jobs.ts BetResultsSource). */
export interface BetResult {
  betId: number;
  userId: number;
  ideaId: number;
  ideaName: string;
  bet: 'believe' | 'notbelieve';
  coins: number;
  result: 'win' | 'loss';
  /** Plus the winnings, minus the stake. */
  resultCoins: number;
}

export function betResultsMail(settings: LetterSettings, recipient: Recipient, results: BetResult[]): MailMessage {
  const total = results.reduce((sum, r) => sum + r.resultCoins, 0);
  return compose(settings, recipient, 'bets', {
    subject:
      results.length === 1
        ? `Инвестрадар: ставка на ${results[0]!.ideaName} — ${results[0]!.result === 'win' ? 'выигрыш' : 'проигрыш'}`
        : 'Инвестрадар: результаты Ваших ставок',
    intro: `Итог по ставкам: ${total < 0 ? '−' : '+'}${formatCoins(Math.abs(total))}.`,
    sections: [
      {
        title: 'Результаты ставок',
        lines: results.map((r) => ({
          text: r.ideaName,
          href: `${settings.publicUrl}/ideas/${r.ideaId}`,
          note: `${r.bet === 'believe' ? 'верю' : 'не верю'}, ставка ${formatCoins(r.coins)}: ${r.result === 'win' ? 'выигрыш' : 'проигрыш'} ${formatSignedCoins(r.resultCoins)}`,
        })),
      },
    ],
  });
}

// ── Account letters (not newsletters: no unsubscribe) ───────────────────────────────────────────

/** Subject of the letter to the owner of an address someone tried to register again. */
export const REGISTRATION_ATTEMPT_SUBJECT = 'Попытка регистрации с Вашим адресом в Инвестрадаре';

/**
 * To the owner of a taken address, instead of telling the registration form that it is taken (which
 * would tell anyone which addresses have accounts): someone tried to register with it; sign in if it
 * was you, ignore the letter if not.
 */
export function registrationAttemptMail(publicUrl: string, recipient: { name: string; email: string }): MailMessage {
  const login = `${publicUrl}/auth/login`;
  const greeting = `Здравствуйте, ${recipient.name}!`;
  const body =
    `Кто-то попытался зарегистрироваться в Инвестрадаре с адресом ${recipient.email}. У Вас уже есть аккаунт ` +
    'с этим адресом, поэтому новый не создан и в Вашем ничего не изменилось.';
  const ifYou = 'Если это были Вы, просто войдите в свой аккаунт:';
  const ifNot = 'Если это были не Вы, ничего делать не нужно.';
  const html = [
    '<!doctype html>',
    '<html lang="ru"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(REGISTRATION_ATTEMPT_SUBJECT)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1d21;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 8px">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(ifYou)} <a href="${escapeHtml(login)}" style="color:#1f5fd6">${escapeHtml(login)}</a></p>`,
    `<p style="margin:0">${escapeHtml(ifNot)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return {
    to: recipient.email,
    subject: REGISTRATION_ATTEMPT_SUBJECT,
    text: [greeting, '', body, '', `${ifYou} ${login}`, '', ifNot].join('\n'),
    html,
  };
}
