import { describe, expect, it } from 'vitest';
import { accounts } from '../fixtures';
import {
  applyNotifications,
  initialNewsletterState,
  newsletterReducer,
  notificationsPayload,
  toggleNotification,
} from './newsletter';

describe('newsletter settings (docs/product/flows.md)', () => {
  const start = initialNewsletterState(accounts.free.notifications);

  it('each flag toggles 0/1 by checkbox', () => {
    expect(toggleNotification({ weekly_newsletter: 1, portfolio_events: 0, news: 0, bets: 1 }, 'news')).toEqual({
      weekly_newsletter: 1,
      portfolio_events: 0,
      news: 1,
      bets: 1,
    });
    expect(newsletterReducer(start, { type: 'toggle', key: 'weekly_newsletter' }).draft.weekly_newsletter).toBe(0);
  });

  it("on save the four flags are sent; success alerts 'Успешно сохранено!' and the account takes them", () => {
    let state = newsletterReducer(start, { type: 'toggle', key: 'news' });
    state = newsletterReducer(state, { type: 'save' });
    expect(state.saving).toBe(true);
    expect(notificationsPayload({ ...state.draft, extra: 1 } as never)).toEqual({
      weekly_newsletter: 1,
      portfolio_events: 1,
      news: 1,
      bets: 1,
    });
    // No toggling or double save while saving.
    expect(newsletterReducer(state, { type: 'toggle', key: 'bets' })).toBe(state);
    expect(newsletterReducer(state, { type: 'save' })).toBe(state);
    state = newsletterReducer(state, { type: 'saveSucceeded' });
    expect(state).toMatchObject({ saving: false, alert: 'Успешно сохранено!' });
    const user = applyNotifications(accounts.free, state.draft);
    expect(user.notifications).toEqual({ weekly_newsletter: 1, portfolio_events: 1, news: 1, bets: 1 });
    expect(newsletterReducer(state, { type: 'dismissAlert' }).alert).toBeNull();
  });

  it('«failure shown nowhere»', () => {
    const state = newsletterReducer(newsletterReducer(start, { type: 'save' }), { type: 'saveFailed' });
    expect(state).toEqual({ ...start, saving: false, alert: null });
  });

  it('reset takes the account values again', () => {
    const edited = newsletterReducer(start, { type: 'toggle', key: 'bets' });
    expect(newsletterReducer(edited, { type: 'reset', notifications: accounts.free.notifications })).toEqual(start);
  });
});
