/**
 * redirect_url comes from the address bar, so it is only followed when it is a path of this site:
 * '/…' but not '//host' or '/\host' (which browsers treat as another origin), and never back into
 * the auth pages (which would loop).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside a path) are stripped by browsers and can hide '//'.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}

export const AFTER_LOGIN_URL = '/account/settings';

export function withRedirect(path: string, redirectUrl: string | null): string {
  return redirectUrl ? `${path}?redirect_url=${encodeURIComponent(redirectUrl)}` : path;
}
