import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { inAppClick, isAuthPath, isCurrent, mainMenu, SHELL_ROUTES } from './navigation';

const click = (init: Partial<MouseEvent<HTMLAnchorElement>> = {}) => {
  const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, preventDefault: vi.fn(), ...init };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
};

describe('isAuthPath: guest Login/Register are hidden on authentication pages (spec §2)', () => {
  it.each(['/auth/login', '/auth/register?redirect_url=%2Fideas', '/auth/login?error_session_expired=1', '/auth'])('%s is an auth page', (path) => {
    expect(isAuthPath(path)).toBe(true);
  });
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

describe('mainMenu (spec §2)', () => {
  it('has Ideas, Rating, Insider radar with Deals and Buybacks, League and the messenger link', () => {
    const menu = mainMenu({ isFree: false, leagueProduct: 'investidei' });
    expect(menu.map((item) => item.label)).toEqual(['Идеи', 'Рейтинг', 'Инсайдер радар', 'Лига', 'Telegram-бот']);
    const radar = menu[2]!;
    expect('children' in radar && radar.children.map((child) => child.href)).toEqual(['/insider-radar/deals', '/insider-radar/buybacks']);
    expect(menu[3]).toMatchObject({ href: '/konkurs-liga-investidei' });
  });
  it('leads free users to /subscription/plans/telegram and everyone else to /bot', () => {
    expect(mainMenu({ isFree: true, leagueProduct: 'x' })[4]).toMatchObject({ href: '/subscription/plans/telegram' });
    expect(mainMenu({ isFree: false, leagueProduct: 'x' })[4]).toMatchObject({ href: '/bot' });
  });
});

describe('registration keeps the current path (spec §2: /auth/register?redirect_url={current path})', () => {
  it('encodes the path with its query', () => {
    expect(SHELL_ROUTES.registerReturningTo('/ideas?asset=1,2')).toBe('/auth/register?redirect_url=%2Fideas%3Fasset%3D1%2C2');
  });
});

describe('inAppClick', () => {
  it('is absent without a handler, so the link loads the page', () => {
    expect(inAppClick(undefined, '/ideas')).toBeUndefined();
  });
  it('routes a plain left click through the app', () => {
    const navigate = vi.fn();
    const after = vi.fn();
    const event = click();
    inAppClick(navigate, '/ideas', after)!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(after).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/ideas');
  });
  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }, { defaultPrevented: true }])(
    'leaves %o to the browser',
    (init) => {
      const navigate = vi.fn();
      const event = click(init);
      inAppClick(navigate, '/ideas')!(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    },
  );
  it('runs the after-step on a full page load too (e.g. closing a dialog)', () => {
    const after = vi.fn();
    const event = click();
    inAppClick(undefined, '/ideas', after)!(event);
    expect(after).toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
