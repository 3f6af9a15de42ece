// Editorial content (issue #19): weekly idea reviews, service news and the texts of public pages,
// written in Markdown by editors. Types, vocabularies, Russian texts and the payload schema shared by
// the API (which validates and renders), the editor screen and the app's pages. No Markdown parser
// here: rendering and the link check are the server's (apps/api/src/services/content-markdown.ts).
import * as z from 'zod/mini';
import { CONTENT_EDIT_PERMISSION } from './permissions';
import { pure } from './pure';
import { leagueRulesPath } from './routes';
import { COVER_URL_RULES, normalizeUserUrl } from './urls';
import { multilineText, text } from './schemas/common';

// The editor role's permission and check live beside the permission lists and the account menu.
export { CONTENT_EDIT_PERMISSION } from './permissions';
export { canEditContent } from './account';

// ── Vocabularies ────────────────────────────────────────────────────────────────────────────────
/** Kinds of entries: the weekly idea review, a service news item, the editable text of a public page. */
export const contentKinds = ['review', 'news', 'page'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const CONTENT_KIND_TITLES: Readonly<Record<ContentKind, string>> = {
  review: 'Обзор идей недели',
  news: 'Новость сервиса',
  page: 'Текст страницы',
};

/** Slugs of the page texts the app reads (kind `page`): the offer, the bot page, the league rules, FAQ. */
export const CONTENT_PAGE_SLUGS = ['terms', 'bot', 'league-rules', 'faq'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** What each role adds to its account type's permissions. */
export const ROLE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = { editor: [CONTENT_EDIT_PERMISSION] };

/**
 * The account's permission rows with its role's grants first (permissionTree keeps the first row of a
 * path), so an editor's `content.edit` wins over the type's denial.
 */
export function withRolePermissions<R extends { permission: string; allowed: boolean }>(
  rows: readonly R[],
  role: string | null | undefined,
): Array<{ permission: string; allowed: boolean }> {
  const granted = (role && Object.hasOwn(ROLE_PERMISSIONS, role) ? ROLE_PERMISSIONS[role] : undefined) ?? [];
  return [...granted.map((permission) => ({ permission, allowed: true })), ...rows];
}

// ── Limits ─────────────────────────────────────────────────────────────────────────────────────
export const CONTENT_SLUG_MAX = 100;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_LEAD_MAX = 600;
export const CONTENT_BODY_MAX = 40_000;
export const CONTENT_TICKERS_MAX = 20;
export const CONTENT_IDEAS_MAX = 30;
export { CONTENT_MAX_PER_PAGE, CONTENT_PER_PAGE } from './contentPaging';
/** Lower-case Latin letters, digits and single hyphens: the entry's address part. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TICKER_PATTERN = /^[A-Z0-9.]{1,12}$/;

// ── Russian texts (not given by the spec) ──────────────────────────────────────────────────────
export const CONTENT_MESSAGES = {
  kindInvalid: 'Выберите тип материала',
  slugRequired: 'Укажите адрес материала',
  slugInvalid: 'Адрес: латинские строчные буквы, цифры и дефисы, до 100 символов',
  slugTaken: 'Материал с таким адресом уже есть',
  pageSlugInvalid: 'Текст страницы должен иметь адрес terms, bot, league-rules или faq',
  titleRequired: 'Введите заголовок',
  titleTooLong: 'Заголовок не длиннее 200 символов',
  leadTooLong: 'Анонс не длиннее 600 символов',
  bodyRequired: 'Введите текст материала',
  bodyTooLong: 'Текст не длиннее 40 000 символов',
  bodyHtml: 'HTML-разметка не поддерживается, используйте Markdown',
  linkInvalid: 'Ссылка должна вести на адрес https://, http://, mailto: или на страницу сайта',
  coverInvalid: 'Обложка: адрес https:// или путь на сайте от «/», без пробелов и обратной косой черты «\\»',
  tickersInvalid: 'Тикеры: латинские заглавные буквы и цифры, не больше 20',
  ideasInvalid: 'Идеи: номера идей, не больше 30',
  publishedAtInvalid: 'Дата публикации в формате ГГГГ-ММ-ДД или ISO',
  frontMatterInvalid: 'Не удалось прочитать заголовок файла (front matter)',
  notFound: 'Материал не найден',
  editorOnly: 'Доступно только редакторам',
  proOffer: 'Полный текст доступен в PRO',
  published: 'Материал опубликован',
  unpublished: 'Материал снят с публикации',
  saved: 'Материал сохранен',
  deleted: 'Материал удален',
} as const;

// ── The payload (editor screen, import of files) ───────────────────────────────────────────────
const optionalDate = () =>
  z.optional(
    z.nullable(
      text({ error: CONTENT_MESSAGES.publishedAtInvalid }).check(
        z.refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))), {
          error: CONTENT_MESSAGES.publishedAtInvalid,
        }),
      ),
    ),
  );

/**
 * One entry as an editor writes it (POST/PUT of the editor calls, a content file's front matter plus
 * its body). Markdown is checked further by the server (no raw HTML, safe links).
 */
export const contentEntryPayloadSchema = /* @__PURE__ */ pure(() =>
  z
    .object({
      kind: z.enum(contentKinds, { error: CONTENT_MESSAGES.kindInvalid }),
      slug: text({ error: CONTENT_MESSAGES.slugRequired }).check(
        z.trim(),
        z.minLength(1, { error: CONTENT_MESSAGES.slugRequired, abort: true }),
        z.maxLength(CONTENT_SLUG_MAX, { error: CONTENT_MESSAGES.slugInvalid }),
        z.regex(CONTENT_SLUG_PATTERN, { error: CONTENT_MESSAGES.slugInvalid }),
      ),
      title: text({ error: CONTENT_MESSAGES.titleRequired }).check(
        z.trim(),
        z.minLength(1, { error: CONTENT_MESSAGES.titleRequired }),
        z.maxLength(CONTENT_TITLE_MAX, { error: CONTENT_MESSAGES.titleTooLong }),
      ),
      lead: z._default(
        multilineText({ error: CONTENT_MESSAGES.leadTooLong }).check(
          z.trim(),
          z.maxLength(CONTENT_LEAD_MAX, { error: CONTENT_MESSAGES.leadTooLong }),
        ),
        '',
      ),
      body: multilineText({ error: CONTENT_MESSAGES.bodyRequired }).check(
        z.minLength(1, { error: CONTENT_MESSAGES.bodyRequired }),
        z.refine((value) => value.trim() !== '', { error: CONTENT_MESSAGES.bodyRequired }),
        z.maxLength(CONTENT_BODY_MAX, { error: CONTENT_MESSAGES.bodyTooLong }),
      ),
      cover_url: z._default(
        z.nullable(
          text({ error: CONTENT_MESSAGES.coverInvalid }).check(
            z.trim(),
            z.refine(
              (value) => value === '' || (value.length <= 500 && normalizeUserUrl(value, COVER_URL_RULES) !== null),
              {
                error: CONTENT_MESSAGES.coverInvalid,
              },
            ),
            // Stored as a browser will load it: a path of this site in its normal form.
            z.overwrite((value) => (value === '' ? value : (normalizeUserUrl(value, COVER_URL_RULES) ?? value))),
          ),
        ),
        null,
      ),
      tickers: z._default(
        z
          .array(
            text({ error: CONTENT_MESSAGES.tickersInvalid }).check(
              z.trim(),
              z.toUpperCase(),
              z.regex(TICKER_PATTERN, { error: CONTENT_MESSAGES.tickersInvalid }),
            ),
            { error: CONTENT_MESSAGES.tickersInvalid },
          )
          .check(z.maxLength(CONTENT_TICKERS_MAX, { error: CONTENT_MESSAGES.tickersInvalid })),
        [],
      ),
      idea_ids: z._default(
        z
          .array(
            z
              .int({ error: CONTENT_MESSAGES.ideasInvalid })
              .check(
                z.positive({ error: CONTENT_MESSAGES.ideasInvalid }),
                z.lte(2_147_483_647, { error: CONTENT_MESSAGES.ideasInvalid }),
              ),
            { error: CONTENT_MESSAGES.ideasInvalid },
          )
          .check(z.maxLength(CONTENT_IDEAS_MAX, { error: CONTENT_MESSAGES.ideasInvalid })),
        [],
      ),
      pro_only: z._default(z.boolean({ error: 'Неверное значение поля' }), false),
      published_at: optionalDate(),
    })
    .check(
      z.refine((entry) => entry.kind !== 'page' || (CONTENT_PAGE_SLUGS as readonly string[]).includes(entry.slug), {
        error: CONTENT_MESSAGES.pageSlugInvalid,
        path: ['slug'],
      }),
    ),
);
export type ContentEntryPayload = z.infer<typeof contentEntryPayloadSchema>;
export type ContentEntryInput = z.input<typeof contentEntryPayloadSchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────
/** A stock an entry mentions (its page: /stocks/{ticker}). */
export interface ContentStockRef {
  ticker: string;
  name: string;
}
/** An idea an entry mentions (its page: /ideas/{id}); hidden ideas are left out. */
export interface ContentIdeaRef {
  id: number;
  name: string;
  ticker: string;
}

/** An entry as readers get it. */
export interface ContentEntryView {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  lead: string;
  cover_url: string | null;
  published_at: string;
  pro_only: boolean;
  /** PRO-only and the reader has no PRO: only the lead, and `body_html` null. */
  locked: boolean;
  stocks: ContentStockRef[];
  ideas: ContentIdeaRef[];
  /** The page of the entry: /news/{slug}, /reviews/{slug}; pages' texts: the page itself. */
  url: string;
}

/** GET /api/content/{slug}: the entry with its body rendered (safe HTML), unless locked. */
export interface ContentEntryDetails extends ContentEntryView {
  body_html: string | null;
}

export interface ContentGroup {
  entries: ContentEntryView[];
  total: number;
  page: number;
  per_page: number;
}

/** GET /api/content/all: published entries the account may see, grouped by kind, newest first. */
export interface ContentAllAnswer {
  results: Partial<Record<ContentKind, ContentGroup>>;
}

/** An entry as the editor sees it: every field, drafts included. */
export interface ContentEditorEntry {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  lead: string;
  body: string;
  cover_url: string | null;
  tickers: string[];
  idea_ids: number[];
  pro_only: boolean;
  status: ContentStatus;
  published_at: string | null;
  updated_at: string;
}

/** The page address of an entry. */
export function contentUrl(kind: ContentKind, slug: string): string {
  if (kind === 'review') return `/reviews/${slug}`;
  if (kind === 'news') return `/news/${slug}`;
  if (slug === 'league-rules') return leagueRulesPath('investidei');
  return `/${slug}`;
}

const refsSchemas = () => ({
  stocks: z.array(z.object({ ticker: z.string(), name: z.string() })),
  ideas: z.array(z.object({ id: z.number(), name: z.string(), ticker: z.string() })),
});

const entryViewShape = () => ({
  id: z.number(),
  kind: z.enum(contentKinds),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  cover_url: z.nullable(z.string()),
  published_at: z.string(),
  pro_only: z.boolean(),
  locked: z.boolean(),
  url: z.string(),
  ...refsSchemas(),
});

const groupSchema = () =>
  z.object({ entries: z.array(z.object(entryViewShape())), total: z.number(), page: z.number(), per_page: z.number() });

export const contentAllAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ results: z.partialRecord(z.enum(contentKinds), groupSchema()) }),
);

export const contentEntryAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ results: z.object({ entry: z.object({ ...entryViewShape(), body_html: z.nullable(z.string()) }) }) }),
);

const editorEntryShape = () =>
  z.object({
    id: z.number(),
    kind: z.enum(contentKinds),
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    body: z.string(),
    cover_url: z.nullable(z.string()),
    tickers: z.array(z.string()),
    idea_ids: z.array(z.number()),
    pro_only: z.boolean(),
    status: z.enum(contentStatuses),
    published_at: z.nullable(z.string()),
    updated_at: z.string(),
  });

export const contentEditorListAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ results: z.object({ entries: z.array(editorEntryShape()) }) }),
);
export const contentEditorEntryAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.boolean(), entry: editorEntryShape() }),
);
export const contentPreviewAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({ success: z.boolean(), html: z.string() }),
);

// ── The editor's form ──────────────────────────────────────────────────────────────────────────
/** The editor form's fields as typed: lists as comma-separated text, the date as YYYY-MM-DD. */
export interface ContentFormValues {
  kind: ContentKind;
  slug: string;
  title: string;
  lead: string;
  body: string;
  cover_url: string;
  tickers: string;
  idea_ids: string;
  pro_only: boolean;
  published_at: string;
}

export const emptyContentForm: ContentFormValues = {
  kind: 'news',
  slug: '',
  title: '',
  lead: '',
  body: '',
  cover_url: '',
  tickers: '',
  idea_ids: '',
  pro_only: false,
  published_at: '',
};

/** An entry → the form's fields. */
export function contentFormValues(entry: ContentEditorEntry): ContentFormValues {
  return {
    kind: entry.kind,
    slug: entry.slug,
    title: entry.title,
    lead: entry.lead,
    body: entry.body,
    cover_url: entry.cover_url ?? '',
    tickers: entry.tickers.join(', '),
    idea_ids: entry.idea_ids.join(', '),
    pro_only: entry.pro_only,
    published_at: entry.published_at ? entry.published_at.slice(0, 10) : '',
  };
}

const listOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The form's fields → the payload of the editor's calls. Nothing is judged here: a word among the idea
 * numbers is sent as it is, and the server answers with the field's message.
 */
export function contentFormPayload(values: ContentFormValues): ContentEntryInput {
  return {
    kind: values.kind,
    slug: values.slug.trim(),
    title: values.title,
    lead: values.lead,
    body: values.body,
    cover_url: values.cover_url.trim() === '' ? null : values.cover_url.trim(),
    tickers: listOf(values.tickers),
    idea_ids: listOf(values.idea_ids).map((item) => (/^\d+$/.test(item) ? Number(item) : item)) as number[],
    pro_only: values.pro_only,
    published_at: values.published_at === '' ? null : values.published_at,
  };
}
