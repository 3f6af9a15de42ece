// Addresses people type in (an editor's cover and links, a partner's page link): read with the URL
// parser browsers use (WHATWG), never with a pattern, so what is stored is what a browser will load.
// A path of this site is kept in its normal form ('/a/../b' → '/b'); a backslash, a control character
// or a space anywhere is refused: browsers read '\' as '/', so '/\evil.example/x.png' is another host.

/** The origin relative addresses are resolved against, to tell a path of this site from another host. */
const SITE_ORIGIN = 'https://site.invalid';

export type UrlScheme = 'https:' | 'http:' | 'mailto:';

export interface UserUrlRules {
  /** Absolute addresses allowed, by scheme. */
  readonly schemes: readonly UrlScheme[];
  /** A path of this site ('/…'). */
  readonly sitePaths: boolean;
  /** A fragment of the same page ('#…'). */
  readonly fragments?: boolean;
}

/** Rules of a cover image: an https address or a path of this site. */
export const COVER_URL_RULES: UserUrlRules = { schemes: ['https:'], sitePaths: true };
/** Rules of a link in editorial text: http(s), mailto, a path of this site or a fragment. */
export const TEXT_LINK_RULES: UserUrlRules = {
  schemes: ['https:', 'http:', 'mailto:'],
  sitePaths: true,
  fragments: true,
};
/** Rules of the page a partner's link leads to (docs/product/validation.md partner link: http(s)). */
export const WEB_PAGE_RULES: UserUrlRules = { schemes: ['https:', 'http:'], sitePaths: false };

/** Longest address kept (covers and links). */
export const USER_URL_MAX = 2000;

// Space, the C0 controls and DEL, the C1 controls, and the invisible spaces and marks a URL parser
// strips or a reader cannot see.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * A path of this site in its normal form ('/ideas/../rating?x=1' → '/rating?x=1'), or null when the
 * value is not one: it must start with a single '/', hold no backslash, space or control character,
 * and stay on this site once parsed ('//evil.example' and '/\evil.example' do not).
 */
export function normalizeSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.length > USER_URL_MAX || UNSAFE_CHARACTERS.test(value)) return null;
  const url = parse(value, SITE_ORIGIN);
  if (!url || url.origin !== SITE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An address a user or an editor typed, in the normal form a browser will load, or null when the
 * rules do not allow it. Surrounding spaces are dropped; inside, a backslash, a space or a control
 * character refuses the whole address. An absolute address must parse, have an allowed scheme, a
 * host (http and https) and no user name or password in it ('https://bank.ru@evil.example').
 */
export function normalizeUserUrl(raw: string, rules: UserUrlRules): string | null {
  const value = raw.trim();
  if (value === '' || value.length > USER_URL_MAX || UNSAFE_CHARACTERS.test(value)) return null;
  if (value.startsWith('/')) return rules.sitePaths ? normalizeSitePath(value) : null;
  if (value.startsWith('#')) {
    if (!rules.fragments) return null;
    const url = parse(value, SITE_ORIGIN);
    return url ? url.hash || '#' : null;
  }
  // Only an address that names its scheme is absolute; 'evil.example/x.png' is not an address at all.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const url = parse(value);
  if (!url || !(rules.schemes as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}
