import { describe, expect, it } from 'vitest';
import { accounts, appConfig, subscriptionFixtures } from './fixtures';
import { appConfigSchema } from './schemas/config';
import { retentionOffer } from './subscription';
import { userSchema, accountResponseSchema } from './schemas/user';
import { subscriptionSchema } from './schemas/subscription';

describe('fixtures are valid API data', () => {
  it.each(Object.entries(accounts))('%s parses as a User and round-trips unchanged', (_name, user) => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(accountResponseSchema.parse({ results: { user } }).results.user).toEqual(user);
  });
  it.each(Object.entries(subscriptionFixtures))('subscription %s parses', (_name, subscription) => {
    expect(subscriptionSchema.parse(subscription)).toEqual(subscription);
  });
  it('unknown fields are stripped, not rejected', () => {
    const parsed = userSchema.parse({ ...accounts.free, password_hash: 'x', extra: { a: 1 } });
    expect(parsed).not.toHaveProperty('password_hash');
    expect(parsed).not.toHaveProperty('extra');
  });
});

describe('configuration fixture', () => {
  it('parses as the app configuration', () => {
    expect(appConfigSchema.parse(appConfig)).toEqual(appConfig);
  });
  it('3-month PRO is offered the yearly plan at 489 a month, 30% off; the yearly plan has no offer', () => {
    expect(retentionOffer(subscriptionFixtures.active, appConfig)).toMatchObject({
      discountPercent: 30,
      monthlyPrice: 489,
    });
    expect(retentionOffer(subscriptionFixtures.m12, appConfig)).toBeNull();
  });
});
