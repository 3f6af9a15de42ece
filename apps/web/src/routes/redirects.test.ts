import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirects';

describe('safeRedirect', () => {
  it.each([
    ['/account/settings', '/account/settings'],
    ['/insider-radar/deals?search_id=5&whose_id=investor', '/insider-radar/deals?search_id=5&whose_id=investor'],
    ['/', '/'],
  ])('follows a path of this site: %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/auth/login'],
    ['/auth/register?redirect_url=%2F'],
    ['account/settings'],
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe('withRedirect', () => {
  it('appends the encoded redirect_url', () => {
    expect(withRedirect('/auth/register', '/ideas?asset=1')).toBe('/auth/register?redirect_url=%2Fideas%3Fasset%3D1');
  });
  it('leaves the path alone without one', () => {
    expect(withRedirect('/auth/login', null)).toBe('/auth/login');
  });
});
