// Query variants for typo- and script-tolerant search: the product's names are Cyrillic, tickers
// Latin, and people type either, sometimes with the wrong keyboard layout.

const LATIN_TO_CYRILLIC_MULTI: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['iy', 'ий'],
  ['oy', 'ой'],
  ['ay', 'ай'],
];
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'ы',
  z: 'з',
};
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
// The same keys on the ЙЦУКЕН and QWERTY layouts.
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

export function latinToCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
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

const CYRILLIC = /[а-я]/;
const LATIN = /[a-z]/;

function clean(value: string): string {
  return value
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N} .-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchTerms {
  /**
   * Forms matched against company and insider names, in the order tried: as typed, transliterated,
   * re-keyed. Names are Cyrillic (Moscow Exchange shares, their insiders)
   * or Latin (US issuers and filers, as filed: «SACHS BRUCE I», «Apple Inc.»).
   */
  names: string[];
  /** Latin-script forms, matched against tickers. */
  tickers: string[];
  /**
   * The words of a form run together («сбер банк» → «сбербанк»), tried after `names` when words are
   * matched exactly; never taken for a typo (a long run-together word resembles too many words).
   */
  joined: string[];
}

/** The name forms of a pass: with the run-together ones on the exact pass, without them on the typo pass. */
export function nameForms(terms: SearchTerms, fuzzy: boolean): string[] {
  return fuzzy ? terms.names : [...terms.names, ...terms.joined];
}

/** «сбер банк» → «сбербанк»: a query split where the name is one word. Null for a single word. */
function joined(form: string): string | null {
  const words = form.split(' ').filter(Boolean);
  return words.length > 1 ? words.join('') : null;
}

/**
 * The query's forms per script: as typed, transliterated, and as if typed with the other keyboard
 * layout. Every form is tried against names (Cyrillic and Latin ones alike); only Latin forms against
 * tickers. Only letters, digits, spaces, dots and dashes survive, so the forms are safe in LIKE
 * patterns as well as for trigram matching.
 */
export function searchTerms(query: string): SearchTerms {
  const typed = query.toLowerCase().slice(0, MAX_SEARCH_LENGTH);
  const base = clean(typed);
  const names = new Set<string>();
  const tickers = new Set<string>();
  if (!base) return { names: [], tickers: [], joined: [] };
  const hasCyrillic = CYRILLIC.test(base);
  const hasLatin = LATIN.test(base);
  names.add(base);
  if (hasLatin || !hasCyrillic) tickers.add(base);
  if (hasLatin) {
    names.add(clean(latinToCyrillic(base)));
    names.add(clean(swapKeyboardLayout(typed)));
  }
  if (hasCyrillic) {
    const latin = clean(cyrillicToLatin(base));
    const rekeyed = clean(swapKeyboardLayout(base));
    names.add(rekeyed);
    names.add(latin);
    tickers.add(latin);
    // Tickers spell х as h (LKOH, not LKOKH).
    tickers.add(latin.replace(/kh/g, 'h'));
    tickers.add(rekeyed);
  }
  const keep = (set: Set<string>, script: RegExp) =>
    [...set].filter((v) => v.length > 0 && (script.test(v) || /^[\d .-]+$/.test(v)));
  const nameList = keep(names, /[a-zа-я]/);
  const together = new Set(nameList.map(joined).filter((v): v is string => v !== null && !names.has(v)));
  return { names: nameList, tickers: keep(tickers, LATIN), joined: [...together] };
}
