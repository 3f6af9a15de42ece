import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { issuesToErrors } from './schemas/account';
import {
  canEditContent,
  CONTENT_MESSAGES,
  contentEntryPayloadSchema,
  contentFormPayload,
  contentFormValues,
  contentUrl,
  emptyContentForm,
  withRolePermissions,
} from './content';
import { free, pro } from './fixtures';
import { permissionTree, PERMISSIONS_BY_TYPE } from './permissions';

const valid = { kind: 'news', slug: 'new-radar', title: ' Новый радар ', body: 'Текст **новости**.' };

function errorsOf(input: unknown) {
  const parsed = z.safeParse(contentEntryPayloadSchema, input);
  return parsed.success ? {} : issuesToErrors(parsed.error);
}

describe('contentEntryPayloadSchema', () => {
  it('accepts an entry, trims and fills the defaults', () => {
    expect(contentEntryPayloadSchema.parse({ ...valid, tickers: [' sber '] })).toMatchObject({
      title: 'Новый радар',
      lead: '',
      cover_url: null,
      tickers: ['SBER'],
      idea_ids: [],
      pro_only: false,
    });
  });

  it.each([
    [{ ...valid, kind: 'blog' }, 'kind', CONTENT_MESSAGES.kindInvalid],
    [{ ...valid, slug: '' }, 'slug', CONTENT_MESSAGES.slugRequired],
    [{ ...valid, slug: 'Новости' }, 'slug', CONTENT_MESSAGES.slugInvalid],
    [{ ...valid, slug: 'a--b' }, 'slug', CONTENT_MESSAGES.slugInvalid],
    [{ ...valid, kind: 'page', slug: 'about' }, 'slug', CONTENT_MESSAGES.pageSlugInvalid],
    [{ ...valid, title: '   ' }, 'title', CONTENT_MESSAGES.titleRequired],
    [{ ...valid, title: 'я'.repeat(201) }, 'title', CONTENT_MESSAGES.titleTooLong],
    [{ ...valid, body: ' \n ' }, 'body', CONTENT_MESSAGES.bodyRequired],
    [{ ...valid, cover_url: 'javascript:alert(1)' }, 'cover_url', CONTENT_MESSAGES.coverInvalid],
    [{ ...valid, cover_url: '//evil.example/x.png' }, 'cover_url', CONTENT_MESSAGES.coverInvalid],
    [{ ...valid, tickers: ['SB ER'] }, 'tickers.0', CONTENT_MESSAGES.tickersInvalid],
    [{ ...valid, idea_ids: [0] }, 'idea_ids.0', CONTENT_MESSAGES.ideasInvalid],
    [{ ...valid, published_at: 'вчера' }, 'published_at', CONTENT_MESSAGES.publishedAtInvalid],
  ])('%o → %s: %s', (input, field, message) => {
    expect(errorsOf(input)[field]).toEqual([message]);
  });

  it('takes a page text only under its known address', () => {
    expect(errorsOf({ ...valid, kind: 'page', slug: 'terms' })).toEqual({});
  });
});

describe('the editor role', () => {
  const editorOf = (base: typeof free) => ({
    ...base,
    role: 'editor',
    all_permissions: permissionTree(withRolePermissions(PERMISSIONS_BY_TYPE[base.type as 'mbr_free'], 'editor')),
  });

  it('only editors may write, whatever their account type', () => {
    expect(canEditContent(editorOf(free))).toBe(true);
    expect(canEditContent(editorOf(pro))).toBe(true);
    expect(canEditContent(free)).toBe(false);
    expect(canEditContent(pro)).toBe(false);
    expect(canEditContent(null)).toBe(false);
  });

  it('a role without its permission (revoked) or a permission without the role is not enough', () => {
    expect(canEditContent({ ...free, role: 'editor' })).toBe(false);
    expect(canEditContent({ ...free, all_permissions: { content: { edit: true } } })).toBe(false);
  });
});

describe('contentUrl', () => {
  it.each([
    ['review', 'week-12', '/reviews/week-12'],
    ['news', 'radar', '/news/radar'],
    ['page', 'terms', '/terms'],
    ['page', 'bot', '/bot'],
  ] as const)('%s %s → %s', (kind, slug, url) => expect(contentUrl(kind, slug)).toBe(url));
});

describe('the editor form', () => {
  it('turns comma lists and an empty date into the payload, and back', () => {
    const payload = contentFormPayload({
      ...emptyContentForm,
      slug: ' week-1 ',
      title: 'Обзор',
      body: 'Текст',
      tickers: 'SBER, gazp  LKOH',
      idea_ids: '12, 7',
      cover_url: ' ',
    });
    expect(payload).toMatchObject({
      slug: 'week-1',
      tickers: ['SBER', 'gazp', 'LKOH'],
      idea_ids: [12, 7],
      cover_url: null,
      published_at: null,
    });
    expect(contentEntryPayloadSchema.parse(payload).tickers).toEqual(['SBER', 'GAZP', 'LKOH']);
    expect(
      errorsOf(
        contentFormPayload({ ...emptyContentForm, slug: 'a', title: 'Т', body: 'Т', idea_ids: '12, двенадцать' }),
      )['idea_ids.1'],
    ).toEqual([CONTENT_MESSAGES.ideasInvalid]);
  });

  it('an entry fills the form', () => {
    const values = contentFormValues({
      id: 1,
      kind: 'review',
      slug: 'week-1',
      title: 'Обзор',
      lead: '',
      body: 'Текст',
      cover_url: null,
      tickers: ['SBER', 'GAZP'],
      idea_ids: [3],
      pro_only: true,
      status: 'published',
      published_at: '2026-11-20T15:00:00.000Z',
      updated_at: '2026-11-20T15:00:00.000Z',
    });
    expect(values).toMatchObject({
      tickers: 'SBER, GAZP',
      idea_ids: '3',
      cover_url: '',
      published_at: '2026-11-20',
      pro_only: true,
    });
  });
});
