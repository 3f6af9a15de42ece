import { describe, expect, it } from 'vitest';
import { isAuthPath, isCurrent, mainMenu, SHELL_ROUTES } from './navigation';

describe('isAuthPath: guest Login/Register are hidden on authentication pages (docs/product/screens.md)', () => {
  it.each(['/auth/login', '/auth/register?redirect_url=%2Fideas', '/auth/login?error_session_expired=1', '/auth'])(
    '%s is an auth page',
    (path) => {
      expect(isAuthPath(path)).toBe(true);
    },
  );
  it.each(['/', '/ideas', '/authors', '/account/settings'])('%s is not', (path) => {
    expect(isAuthPath(path)).toBe(false);
  });
});

describe('isCurrent', () => {
  it('matches the page and its sub-pages, ignoring the query', () => {
    expect(isCurrent('/ideas?status=open', '/ideas')).toBe(true);
    expect(isCurrent('/insider-radar/deals?search_id=1', '/insider-radar/deals')).toBe(true);
    expect(isCurrent('/account/settings/change-name', '/account/settings')).toBe(true);
    expect(isCurrent('/ideas-archive', '/ideas')).toBe(false);
    expect(isCurrent('/ideas', '/')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});

describe('mainMenu (docs/product/screens.md)', () => {
  it('has Ideas, Rating, Insider radar with Deals and Buybacks, League and the messenger link', () => {
    const menu = mainMenu({ isFree: false, leagueProduct: 'investidei' });
    expect(menu.map((item) => item.label)).toEqual(['Идеи', 'Рейтинг', 'Инсайдер радар', 'Лига', 'Telegram-бот']);
    const radar = menu[2]!;
    expect('children' in radar && radar.children.map((child) => child.href)).toEqual([
      '/insider-radar/deals',
      '/insider-radar/buybacks',
    ]);
    expect(menu[3]).toMatchObject({ href: '/konkurs-liga-investidei' });
  });
  it('leads free users to /subscription/plans/telegram and everyone else to /bot', () => {
    expect(mainMenu({ isFree: true, leagueProduct: 'x' })[4]).toMatchObject({ href: '/subscription/plans/telegram' });
    expect(mainMenu({ isFree: false, leagueProduct: 'x' })[4]).toMatchObject({ href: '/bot' });
  });
});

describe('registration keeps the current path (docs/product/screens.md: /auth/register?redirect_url={current path})', () => {
  it('encodes the path with its query', () => {
    expect(SHELL_ROUTES.registerReturningTo('/ideas?asset=1,2')).toBe(
      '/auth/register?redirect_url=%2Fideas%3Fasset%3D1%2C2',
    );
  });
});
