// Query variants for typo- and script-tolerant search: the product's names are Cyrillic, tickers
// Latin, and people type either, sometimes with the wrong keyboard layout.

const LATIN_TO_CYRILLIC_MULTI: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'], ['sch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'],
  ['yu', 'ю'], ['ya', 'я'], ['yo', 'ё'], ['ye', 'е'], ['iy', 'ий'], ['oy', 'ой'], ['ay', 'ай'],
];
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а', b: 'б', c: 'к', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'дж', k: 'к', l: 'л', m: 'м',
  n: 'н', o: 'о', p: 'п', q: 'к', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', w: 'в', x: 'кс', y: 'ы', z: 'з',
};
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
// The same keys on the ЙЦУКЕН and QWERTY layouts.
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

export function latinToCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const multi = LATIN_TO_CYRILLIC_MULTI.find(([latin]) => text.startsWith(latin, i));
    if (multi) {
      out += multi[1];
      i += multi[0].length;
      continue;
    }
    const ch = text[i]!;
    out += LATIN_TO_CYRILLIC[ch] ?? ch;
    i += 1;
  }
  return out;
}

export function cyrillicToLatin(text: string): string {
  let out = '';
  for (const ch of text) out += CYRILLIC_TO_LATIN[ch] ?? ch;
  return out;
}

/** Text typed with the other layout switched on: «cu,th» → «сбер», «ыиук» → «sber». */
export function swapKeyboardLayout(text: string): string {
  let out = '';
  for (const ch of text) {
    const q = QWERTY.indexOf(ch);
    if (q >= 0) {
      out += JCUKEN[q];
      continue;
    }
    const j = JCUKEN.indexOf(ch);
    out += j >= 0 ? QWERTY[j] : ch;
  }
  return out;
}

/** Longest query text searched; longer input is cut (meta.query still echoes it as sent). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Normalised query plus its transliterations and layout swap, deduplicated, empty ones dropped.
 * Only letters, digits, spaces and a few joining characters survive, so the variants are safe for
 * LIKE patterns as well as for trigram matching.
 */
export function searchVariants(query: string): string[] {
  const base = query
    .toLowerCase()
    .replace(/ё/g, 'е')
    .slice(0, MAX_SEARCH_LENGTH)
    .replace(/\s+/g, ' ')
    .trim();
  if (!base) return [];
  const latin = cyrillicToLatin(base);
  // Tickers spell х as h (LKOH, not LKOKH).
  const candidates = [base, latinToCyrillic(base), latin, latin.replace(/kh/g, 'h'), swapKeyboardLayout(base)];
  const cleaned = candidates.map((v) => v.replace(/[^\p{L}\p{N} .-]/gu, '').replace(/ё/g, 'е').trim()).filter((v) => v.length > 0);
  return [...new Set(cleaned)];
}
