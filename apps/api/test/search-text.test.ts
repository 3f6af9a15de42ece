import { describe, expect, it } from 'vitest';
import {
  cyrillicToLatin,
  latinToCyrillic,
  nameForms,
  searchTerms,
  swapKeyboardLayout,
} from '../src/features/search/search-text';

describe('search text variants', () => {
  it.each([
    ['sber', 'сбер'],
    ['gazprom', 'газпром'],
    ['yandex', 'яндекс'],
    ['shchukin', 'щукин'],
    ['zhukov', 'жуков'],
    ['tsvetkov', 'цветков'],
  ])('transliterates %s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('transliterates Cyrillic to Latin', () => {
    expect(cyrillicToLatin('щукин')).toBe('shchukin');
    expect(cyrillicToLatin('сбер')).toBe('sber');
  });

  it('swaps keyboard layouts both ways', () => {
    expect(swapKeyboardLayout('c,th')).toBe('сбер');
    expect(swapKeyboardLayout('ыиук')).toBe('sber');
  });

  it('tries every form against names (Cyrillic and Latin ones) and Latin forms against tickers', () => {
    expect(searchTerms('  СБЕР  ')).toEqual({ names: ['сбер', 'cth', 'sber'], tickers: ['sber', 'cth'], joined: [] });
    expect(searchTerms('sber')).toEqual({ names: ['sber', 'сбер', 'ыиук'], tickers: ['sber'], joined: [] });
    // «сбер» typed on the QWERTY layout.
    expect(searchTerms('c,th').names).toContain('сбер');
    expect(searchTerms('ЛКОХ').tickers).toContain('lkoh');
    expect(searchTerms('Ёлка').names[0]).toBe('елка');
    expect(searchTerms('123')).toEqual({ names: ['123'], tickers: ['123'], joined: [] });
    // US filers' names as filed, in Latin letters.
    expect(searchTerms('Bruce Sachs').names[0]).toBe('bruce sachs');
  });

  it('runs the words of a query together where the name is one word', () => {
    expect(searchTerms('сбер банк').joined).toContain('сбербанк');
    expect(searchTerms('sber bank').joined).toEqual(expect.arrayContaining(['sberbank', 'сбербанк']));
    expect(searchTerms('сбербанк').joined).toEqual([]);
    // Exact words only: a long run-together word is never taken for a typo.
    expect(nameForms(searchTerms('сбер банк'), false)).toContain('сбербанк');
    expect(nameForms(searchTerms('сбер банк'), true)).not.toContain('сбербанк');
  });

  it('keeps only searchable characters and caps the length', () => {
    expect(searchTerms("'; DROP--").tickers).toEqual(['drop--']);
    expect(searchTerms('%_\\')).toEqual({ names: [], tickers: [], joined: [] });
    expect(searchTerms('x'.repeat(500)).tickers[0]).toHaveLength(100);
  });
});
