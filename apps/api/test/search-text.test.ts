import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic, searchTerms, swapKeyboardLayout } from '../src/features/search/search-text';

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

  it('matches each script where it can hit: Cyrillic forms against names, Latin forms against tickers', () => {
    expect(searchTerms('  СБЕР  ')).toEqual({ names: ['сбер'], tickers: ['sber', 'cth'] });
    expect(searchTerms('sber')).toEqual({ names: ['сбер', 'ыиук'], tickers: ['sber'] });
    // «сбер» typed on the QWERTY layout.
    expect(searchTerms('c,th').names).toContain('сбер');
    expect(searchTerms('ЛКОХ').tickers).toContain('lkoh');
    expect(searchTerms('Ёлка').names).toEqual(['елка']);
    expect(searchTerms('123')).toEqual({ names: ['123'], tickers: ['123'] });
  });

  it('keeps only searchable characters and caps the length', () => {
    expect(searchTerms("'; DROP--").tickers).toEqual(['drop--']);
    expect(searchTerms('%_\\')).toEqual({ names: [], tickers: [] });
    expect(searchTerms('x'.repeat(500)).tickers[0]).toHaveLength(100);
  });
});
