import { describe, expect, it } from 'vitest';
import {
  accountFlags,
  accountMenu,
  can,
  checkPermission,
  guestUser,
  PERMISSION,
  portfolioAddBlocker,
  portfolioLimit,
  type AccountFlags,
} from './account';
import { accounts } from './fixtures';
import type { User } from './schemas/user';

type Row = [keyof typeof accounts, Partial<AccountFlags>];

// docs/product/entities.md derived flags and docs/product/permissions.md roles, one row per account state.
const FLAGS: Row[] = [
  [
    'guest',
    {
      isGuest: true,
      isFree: false,
      isPremium: false,
      isPartner: false,
      partnerCampaignId: null,
      showsProHeaderLink: true,
      offersPromocodeEntry: false,
      canUseQuestionnaire: false,
    },
  ],
  [
    'free',
    {
      isGuest: false,
      isFree: true,
      isPremium: false,
      isPremiumBot: false,
      showsProHeaderLink: true,
      offersPromocodeEntry: true,
      showsConnectPro: true,
      canUseQuestionnaire: true,
    },
  ],
  [
    'pro',
    {
      isFree: false,
      isPremium: true,
      isPremiumBot: false,
      isPremiumLifetime: false,
      isPromocode: false,
      showsProHeaderLink: false,
      offersPromocodeEntry: false,
      showsConnectPro: false,
    },
  ],
  ['bot', { isPremium: true, isPremiumBot: true, showsProHeaderLink: false }],
  // «Lifetime: no upgrade, never shown the PRO header link.»
  [
    'lifetime',
    {
      isPremium: true,
      isPremiumLifetime: true,
      isPromocode: false,
      showsProHeaderLink: false,
      offersPromocodeEntry: false,
    },
  ],
  // «The PRO header link is shown … to those with an active promocode.» «Promo access: not offered promocode entry.»
  ['promo', { isPremium: true, isPromocode: true, showsProHeaderLink: true, offersPromocodeEntry: false }],
  // «Partner: sees the Partners menu.»
  ['partner', { isPartner: true, partnerCampaignId: 'novikova-2026', showsPartnersMenu: true, isFree: true }],
  // «Broker admin: sees the analysts link.»
  ['brokerAdmin', { showsAnalystsLink: true, isPartner: false }],
  // «Promocode entry is offered to … those who can upgrade via a promocode.»
  ['promoUpgradable', { isPremium: true, canUpgradeTariffViaPromocode: true, offersPromocodeEntry: true }],
];

describe('accountFlags (docs/product/entities.md, docs/product/permissions.md)', () => {
  it.each(FLAGS)('%s', (name, expected) => {
    expect(accountFlags(accounts[name])).toMatchObject(expected);
  });

  it('null and undefined are the guest', () => {
    expect(accountFlags(null)).toEqual(accountFlags(guestUser));
    expect(accountFlags(undefined).isGuest).toBe(true);
  });

  it('a guest never carries partner, promo or admin flags even when the data says so', () => {
    const spoofed: User = {
      ...guestUser,
      role: 'partner',
      partner: { campaign_id: 'x' },
      has_active_promocode: true,
      can_upgrade_tariff_via_promocode: true,
      data: { is_admin_for_some_broker: true },
    };
    expect(accountFlags(spoofed)).toMatchObject({
      isPartner: false,
      partnerCampaignId: null,
      canUpgradeTariffViaPromocode: false,
      showsAnalystsLink: false,
    });
  });

  it('promo-code access that is lifetime counts as lifetime, not promo', () => {
    const user: User = {
      ...accounts.promo,
      meta: { premium_access: { expires_at: null, lifetime: true, promocode: true } },
    };
    expect(accountFlags(user)).toMatchObject({
      isPremiumLifetime: true,
      isPromocode: false,
      showsProHeaderLink: false,
    });
  });

  it('a free user flagged promocode in meta is not promo access (only premium is)', () => {
    const user: User = {
      ...accounts.free,
      meta: { premium_access: { expires_at: '2027-01-01', lifetime: false, promocode: true } },
    };
    expect(accountFlags(user)).toMatchObject({ isPromocode: false, offersPromocodeEntry: true });
  });
});

describe('account menu (docs/product/screens.md)', () => {
  it('a guest has no menu', () => {
    expect(accountMenu(accounts.guest, { mobile: false })).toEqual([]);
  });
  it('free user: profile, settings, bets, notifications, prizes', () => {
    expect(accountMenu(accounts.free, { mobile: false })).toEqual([
      'profile',
      'settings',
      'bets',
      'notifications',
      'prizes',
    ]);
  });
  it('Partners only for partners, non-mobile', () => {
    expect(accountMenu(accounts.partner, { mobile: false })).toContain('partners');
    expect(accountMenu(accounts.partner, { mobile: true })).not.toContain('partners');
  });
  it('Analysts only for a broker admin, non-mobile', () => {
    expect(accountMenu(accounts.brokerAdmin, { mobile: false })).toContain('analysts');
    expect(accountMenu(accounts.brokerAdmin, { mobile: true })).not.toContain('analysts');
    expect(accountMenu(accounts.pro, { mobile: false })).not.toContain('analysts');
  });
});

describe('can(permission) over the dotted tree (docs/product/validation.md, docs/product/permissions.md)', () => {
  const user: User = {
    ...accounts.free,
    all_permissions: {
      ii: { portfolio: true, portfolio_add_many_ideas: false, filters: { idea: { asset: false, iis: true } } },
      ir: false,
    },
  };
  it.each([
    ['ii.portfolio', true],
    ['ii.portfolio_add_many_ideas', false],
    ['ii.filters.idea.asset', false],
    ['ii.filters.idea.iis', true],
    // «A permission path missing from the tree counts as allowed.»
    ['ii.best_forecasters', true],
    ['ii.filters.idea.potential_yield', true],
    ['xx.unknown.path', true],
    // A denied branch denies everything under it.
    ['ir.sort', false],
    ['ir.filters.deals', false],
    // A subtree itself is allowed.
    ['ii.filters', true],
  ] as const)('%s → %s', (path, expected) => {
    expect(can(user, path)).toBe(expected);
  });

  it('inherited object keys are not permissions', () => {
    expect(can(user, 'ii.toString')).toBe(true);
    expect(can(user, 'constructor')).toBe(true);
  });

  it('null user is checked against the guest tree', () => {
    expect(can(null, PERMISSION.portfolio)).toBe(false);
    expect(can(null, 'ii.some_other')).toBe(true);
  });
});

describe('permission check outcome (docs/product/flows.md)', () => {
  it('proceeds when the user can', () => {
    expect(checkPermission(accounts.pro, 'ii.filters.idea.potential_yield')).toEqual({ kind: 'proceed' });
  });
  it.each(['ii.filters.idea.asset', 'ii.filters.idea.iis'])('%s opens the registration form', (key) => {
    expect(checkPermission(accounts.guest, key)).toEqual({ kind: 'register' });
  });
  it.each(['ii.portfolio_add_many_ideas', 'ii.best_forecasters', 'ir.sort', 'ii.filters.idea.horizon'])(
    '%s opens the permission dialog of that type',
    (key) => {
      expect(checkPermission(accounts.free, key)).toEqual({ kind: 'permissionDialog', type: key });
    },
  );
});

describe('portfolio limit (docs/product/validation.md)', () => {
  it('«without ii.portfolio_add_many_ideas at most 3 ideas»', () => {
    expect(portfolioLimit(accounts.free)).toBe(3);
    expect(portfolioAddBlocker(accounts.free, 2)).toBeNull();
    expect(portfolioAddBlocker(accounts.free, 3)).toBe('ii.portfolio_add_many_ideas');
  });
  it('«without ii.portfolio none»', () => {
    expect(portfolioLimit(accounts.guest)).toBe(0);
    expect(portfolioAddBlocker(accounts.guest, 0)).toBe('ii.portfolio');
  });
  it('PRO is unlimited', () => {
    expect(portfolioLimit(accounts.pro)).toBe(Number.POSITIVE_INFINITY);
    expect(portfolioAddBlocker(accounts.pro, 500)).toBeNull();
  });
});
