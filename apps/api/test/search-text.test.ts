import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic, searchVariants, swapKeyboardLayout } from '../src/services/search-text';

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

  it('normalises, deduplicates and keeps only searchable characters', () => {
    // «сбер» on the QWERTY layout is «c,th»; the comma is not searchable.
    expect(searchVariants('  СБЕР  ')).toEqual(['сбер', 'sber', 'cth']);
    expect(searchVariants('Ёлка')).toContain('елка');
    expect(searchVariants("'; DROP--")[0]).toBe('drop--');
    expect(searchVariants('%_\\')).toEqual([]);
    expect(searchVariants('x'.repeat(500))[0]).toHaveLength(100);
  });
});
