import { describe, expect, it } from 'vitest';
import { contentEntryPayloadSchema, CONTENT_MESSAGES } from './content';
import { COVER_URL_RULES, normalizeSitePath, normalizeUserUrl, TEXT_LINK_RULES, WEB_PAGE_RULES } from './urls';

describe('normalizeSitePath — a path of this site, in its normal form, or null', () => {
  it.each([
    ['/covers/a.png', '/covers/a.png'],
    ['/ideas/../rating?x=1#top', '/rating?x=1#top'],
    ['/./a/./b', '/a/b'],
    ['/%2e%2e/etc/passwd', '/etc/passwd'],
    ['/обзоры/неделя', '/%D0%BE%D0%B1%D0%B7%D0%BE%D1%80%D1%8B/%D0%BD%D0%B5%D0%B4%D0%B5%D0%BB%D1%8F'],
  ])('%s → %s', (input, output) => expect(normalizeSitePath(input)).toBe(output));

  it.each([
    ['/\\evil.example/x.png'],
    ['/a\\b'],
    ['//evil.example/x.png'],
    ['/\t/evil.example/x.png'],
    ['/a b'],
    ['/a\nb'],
    ['covers/a.png'],
    ['https://investradar.ru/a.png'],
    [''],
  ])('%j → null', (input) => expect(normalizeSitePath(input)).toBeNull());
});

describe('normalizeUserUrl', () => {
  it('covers: https addresses and paths of this site, as a browser reads them', () => {
    expect(normalizeUserUrl(' https://cdn.example.ru/a.png ', COVER_URL_RULES)).toBe('https://cdn.example.ru/a.png');
    expect(normalizeUserUrl('HTTPS://CDN.Example.ru:443/a.png', COVER_URL_RULES)).toBe('https://cdn.example.ru/a.png');
    expect(normalizeUserUrl('/covers/../covers/a.png', COVER_URL_RULES)).toBe('/covers/a.png');
    for (const refused of [
      '/\\evil.example/x.png',
      'https:\\\\evil.example/x.png',
      'https://evil.example\\@investradar.ru/x.png',
      'https://investradar.ru@evil.example/x.png',
      'http://cdn.example.ru/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'evil.example/x.png',
      '//evil.example/x.png',
      'https://',
      '#top',
    ])
      expect(normalizeUserUrl(refused, COVER_URL_RULES), refused).toBeNull();
  });

  it('links in text: http(s), mailto, paths and fragments', () => {
    expect(normalizeUserUrl('http://example.ru/a?b=1', TEXT_LINK_RULES)).toBe('http://example.ru/a?b=1');
    expect(normalizeUserUrl('mailto:help@investradar.ru', TEXT_LINK_RULES)).toBe('mailto:help@investradar.ru');
    expect(normalizeUserUrl('#faq', TEXT_LINK_RULES)).toBe('#faq');
    expect(normalizeUserUrl('/ideas/./1', TEXT_LINK_RULES)).toBe('/ideas/1');
    for (const refused of ['/\\evil.example', 'vbscript:x', 'file:///etc/passwd', 'mailto:nobody', 'ftp://a.ru'])
      expect(normalizeUserUrl(refused, TEXT_LINK_RULES), refused).toBeNull();
  });

  it('web pages (the partner link): http(s) only, no paths of this site', () => {
    expect(normalizeUserUrl('https://investradar.ru/ideas', WEB_PAGE_RULES)).toBe('https://investradar.ru/ideas');
    expect(normalizeUserUrl('/ideas', WEB_PAGE_RULES)).toBeNull();
    expect(normalizeUserUrl('mailto:a@b.ru', WEB_PAGE_RULES)).toBeNull();
  });
});

describe('the content payload’s cover', () => {
  const entry = { kind: 'news', slug: 'a', title: 'Заголовок', body: 'Текст' } as const;

  it('refuses /\\evil.example/x.png with a Russian message', () => {
    const parsed = contentEntryPayloadSchema.safeParse({ ...entry, cover_url: '/\\evil.example/x.png' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([CONTENT_MESSAGES.coverInvalid]);
    expect(CONTENT_MESSAGES.coverInvalid).toMatch(/обратной косой черты/);
  });

  it('stores a path of this site in its normal form', () => {
    const parsed = contentEntryPayloadSchema.parse({ ...entry, cover_url: ' /covers/x/../a.png ' });
    expect(parsed.cover_url).toBe('/covers/a.png');
  });
});
