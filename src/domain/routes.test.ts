import { describe, expect, it } from 'vitest';
import { accounts } from './fixtures';
import {
  accountGuardRedirect,
  hidesHeaderExtras,
  isAuthPath,
  leagueRulesPath,
  loginPath,
  messengerHref,
  registerPath,
  ROUTES,
  safeRedirectPath,
  settingsRows,
  showsAuthButtons,
  upgradePageRedirect,
} from './routes';

describe('routes (docs/product/screens.md)', () => {
  it('account routes', () => {
    expect(ROUTES.changeName).toBe('/account/settings/change-name');
    expect(ROUTES.subscriptionUpgrade).toBe('/account/settings/subscription-upgrade');
    expect(ROUTES.coining).toBe('/account/contest/coining');
    expect(ROUTES.analysts).toBe('/account/analyst/ideas');
  });
  it('/auth/register?redirect_url={current path}', () => {
    expect(registerPath('/ideas?status=active')).toBe('/auth/register?redirect_url=%2Fideas%3Fstatus%3Dactive');
  });
  it('/auth/login with and without redirect_url', () => {
    expect(loginPath()).toBe('/auth/login');
    expect(loginPath('/account/profile')).toBe('/auth/login?redirect_url=%2Faccount%2Fprofile');
  });
  it('/konkurs-liga-{product}', () => expect(leagueRulesPath('investradar')).toBe('/konkurs-liga-investradar'));
  it.each([
    ['/account/settings', '/account/settings'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil', '/'],
  ])('safe redirect %j → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('header rules (docs/product/screens.md)', () => {
  it('guest Login and Register buttons, hidden on authentication pages', () => {
    expect(showsAuthButtons(accounts.guest, '/ideas')).toBe(true);
    expect(showsAuthButtons(accounts.guest, '/auth/login')).toBe(false);
    expect(showsAuthButtons(null, '/auth/register')).toBe(false);
    expect(showsAuthButtons(accounts.free, '/ideas')).toBe(false);
    expect(isAuthPath('/auth/reset')).toBe(true);
  });
  it('subscription-plans and checkout hide header extras', () => {
    expect(hidesHeaderExtras('/subscription/plans')).toBe(true);
    expect(hidesHeaderExtras('/subscription/plans/telegram')).toBe(true);
    expect(hidesHeaderExtras('/checkout')).toBe(true);
    expect(hidesHeaderExtras('/checkout/1062')).toBe(true);
    expect(hidesHeaderExtras('/ideas')).toBe(false);
  });
  it('free users are led to /subscription/plans/telegram', () => {
    expect(messengerHref(accounts.free)).toBe('/subscription/plans/telegram');
    expect(messengerHref(accounts.pro)).toBe('/bot');
    expect(messengerHref(accounts.guest)).toBe('/bot');
  });
});

describe('account area guards (docs/product/screens.md)', () => {
  it('a guest opening any account page is sent to /auth/login', () => {
    expect(accountGuardRedirect(accounts.guest, '/account/settings')).toBe('/auth/login');
    expect(accountGuardRedirect(null, '/account')).toBe('/auth/login');
    expect(accountGuardRedirect(accounts.guest, '/accounting')).toBeNull();
    expect(accountGuardRedirect(accounts.free, '/account/settings')).toBeNull();
  });
  it('lifetime users are redirected from the upgrade page to settings', () => {
    expect(upgradePageRedirect(accounts.lifetime)).toBe('/account/settings');
    expect(upgradePageRedirect(accounts.pro)).toBeNull();
  });
  it('settings rows: email if present; password unless social; upgrade unless lifetime', () => {
    expect(settingsRows(accounts.free)).toEqual({ social: false, email: true, password: true, upgrade: true });
    expect(settingsRows(accounts.social)).toEqual({ social: true, email: true, password: false, upgrade: true });
    expect(settingsRows(accounts.noEmail).email).toBe(false);
    expect(settingsRows(accounts.lifetime).upgrade).toBe(false);
  });
});
