import { describe, expect, it } from 'vitest';
import { accounts } from '../fixtures';
import { memoryStorage } from '../testing';
import {
  consumeDeferredPortfolioIdea,
  consumeDeferredRedirect,
  readGuestVotes,
  STORAGE_KEYS,
  storeDeferredPortfolioIdea,
  storeDeferredRedirect,
  toggleGuestVote,
} from './deferred';
import type { User } from '../schemas/user';

describe('deferred redirect — «followed once and removed»', () => {
  it('is returned once', () => {
    const storage = memoryStorage();
    storeDeferredRedirect(storage, '/ideas?status=active');
    expect(consumeDeferredRedirect(storage)).toBe('/ideas?status=active');
    expect(consumeDeferredRedirect(storage)).toBeNull();
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil', 'ideas'])(
    'an unsafe address %j is never followed',
    (path) => {
      const storage = memoryStorage({ [STORAGE_KEYS.deferredRedirect]: path });
      expect(consumeDeferredRedirect(storage)).toBeNull();
      expect(storage.data.size).toBe(0);
      storeDeferredRedirect(storage, path);
      expect(storage.data.size).toBe(0);
    },
  );
});

describe('deferred add-to-portfolio — consumed after the account loads for a non-guest', () => {
  it('a guest leaves it in storage', () => {
    const storage = memoryStorage();
    storeDeferredPortfolioIdea(storage, 77);
    expect(consumeDeferredPortfolioIdea(storage, accounts.guest)).toEqual({ kind: 'none' });
    expect(consumeDeferredPortfolioIdea(storage, null)).toEqual({ kind: 'none' });
    expect(storage.getItem(STORAGE_KEYS.deferredPortfolioIdea)).toBe('77');
  });
  it('nothing stored → none', () => {
    expect(consumeDeferredPortfolioIdea(memoryStorage(), accounts.free)).toEqual({ kind: 'none' });
  });
  it('«otherwise the idea is added and a redirect to /portfolio is stored»', () => {
    const storage = memoryStorage();
    storeDeferredPortfolioIdea(storage, 77);
    expect(consumeDeferredPortfolioIdea(storage, accounts.free)).toEqual({
      kind: 'add',
      portfolioId: 3001,
      ideaId: 77,
    });
    expect(storage.getItem(STORAGE_KEYS.deferredPortfolioIdea)).toBeNull();
    expect(consumeDeferredRedirect(storage)).toBe('/portfolio');
  });
  it('«if the user cannot add, a permission check for ii.portfolio_add_many_ideas is raised»', () => {
    const full: User = { ...accounts.free, portfolio: { ...accounts.free.portfolio!, ideas: [1, 2, 3] } };
    const storage = memoryStorage();
    storeDeferredPortfolioIdea(storage, 77);
    expect(consumeDeferredPortfolioIdea(storage, full)).toEqual({
      kind: 'permission',
      permission: 'ii.portfolio_add_many_ideas',
    });
    expect(storage.data.size).toBe(0);
  });
  it('an idea already in the full portfolio is not blocked', () => {
    const full: User = { ...accounts.free, portfolio: { ...accounts.free.portfolio!, ideas: [1, 2, 77] } };
    const storage = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: '77' });
    expect(consumeDeferredPortfolioIdea(storage, full).kind).toBe('add');
  });
  it('a user without a portfolio gets the permission check', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: '5' });
    expect(consumeDeferredPortfolioIdea(storage, { ...accounts.pro, portfolio: null }).kind).toBe('permission');
  });
  it('garbage is dropped', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.deferredPortfolioIdea]: 'abc' });
    expect(consumeDeferredPortfolioIdea(storage, accounts.free)).toEqual({ kind: 'none' });
    expect(storage.data.size).toBe(0);
  });
});

describe('guest votes — «for guests kept in local browser storage»', () => {
  it('toggle like, switch to dislike, toggle off', () => {
    const storage = memoryStorage();
    expect(readGuestVotes(storage)).toEqual({ likes: [], dislikes: [] });
    expect(toggleGuestVote(storage, 5, 'like')).toEqual({ likes: [5], dislikes: [] });
    expect(toggleGuestVote(storage, 5, 'dislike')).toEqual({ likes: [], dislikes: [5] });
    expect(toggleGuestVote(storage, 5, 'dislike')).toEqual({ likes: [], dislikes: [] });
    expect(toggleGuestVote(storage, 6, 'like')).toEqual({ likes: [6], dislikes: [] });
    expect(readGuestVotes(storage)).toEqual({ likes: [6], dislikes: [] });
  });
  it.each(['not json', 'null', '[1,2]', '{"likes":"x","dislikes":[1,"2",3.5]}'])(
    'corrupt storage %j reads as empty-ish',
    (raw) => {
      const votes = readGuestVotes(memoryStorage({ [STORAGE_KEYS.guestVotes]: raw }));
      expect(votes.likes).toEqual([]);
      expect(votes.dislikes.every(Number.isInteger)).toBe(true);
    },
  );
});
