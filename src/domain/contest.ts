import { BET_MAX_STAKE, BET_MIN_STAKE, BET_WIN_ODDS } from './constants';
import { MESSAGES } from './messages';
import { formatSignedCoins } from './format';
import { PAYMENT_TYPE_IDEA, type Bet, type PartnerStats, type Purchase } from './schemas/contest';

export type BetOutcome =
  | { kind: 'open'; text: string }
  | { kind: 'win'; coins: number; text: string }
  | { kind: 'loss'; coins: number; text: string };

/**
 * docs/product/screens.md bet row result: plus result_coins for a win, minus the stake for a loss,
 * 'Идея еще не закрыта' while open.
 */
export function betOutcome(bet: Pick<Bet, 'result' | 'result_coins' | 'coins'>, locale?: string): BetOutcome {
  if (bet.result === 'win') {
    const coins = Math.abs(bet.result_coins ?? 0);
    return { kind: 'win', coins, text: formatSignedCoins(coins, locale) };
  }
  if (bet.result === 'loss') {
    const coins = -Math.abs(bet.coins);
    return { kind: 'loss', coins, text: formatSignedCoins(coins, locale) };
  }
  return { kind: 'open', text: MESSAGES.ideaNotClosed };
}

/** Number of pages for a total and page size (at least 1, so an empty table still has page 1). */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

/** The operation text of a purchase row: the idea for idea payments, the title otherwise. */
export function purchaseOperation(purchase: Pick<Purchase, 'type' | 'content'>): { text: string; href: string | null } {
  const { content } = purchase;
  if (purchase.type === PAYMENT_TYPE_IDEA && content.idea_name) {
    return {
      text: content.title ? `${content.title}: ${content.idea_name}` : content.idea_name,
      href: content.idea_link,
    };
  }
  return { text: content.title ?? content.idea_name ?? '', href: null };
}

/** docs/product/limits.md: the partner table page size equals the number of day rows (the month is one page). */
export function partnerTablePageSize(stats: Pick<PartnerStats, 'days_stat'>): number {
  return Math.max(1, stats.days_stat.length);
}

/** Russian errors of a bet (the API's 422 texts and the bet dialog's own checks). */
export const BET_MESSAGES = {
  ideaClosed: 'Идея уже закрыта, ставки не принимаются',
  stakeRange: `Ставка должна быть от ${BET_MIN_STAKE} до ${BET_MAX_STAKE} монет`,
  notEnoughCoins: 'Недостаточно монет для ставки',
  alreadyBet: MESSAGES.alreadyBet,
  choice: 'Выберите: верю или не верю',
} as const;

/** The problem with a stake typed in the bet dialog, or null: whole coins within the bounds and the balance. */
export function betStakeError(stake: number, balance: number): string | null {
  if (!Number.isInteger(stake) || stake < BET_MIN_STAKE || stake > BET_MAX_STAKE) return BET_MESSAGES.stakeRange;
  if (stake > balance) return BET_MESSAGES.notEnoughCoins;
  return null;
}

/** What a right forecast returns for a stake (the stake × 1.8, rounded). */
export function betWinPayout(stake: number): number {
  return Math.round(stake * BET_WIN_ODDS);
}

/** The delivery address of a merch prize (POST /api/liga/orders/{id}/address). */
export const DELIVERY_ADDRESS_FIELDS = ['recipient', 'phone', 'city', 'address', 'zip'] as const;
export type DeliveryAddressField = (typeof DELIVERY_ADDRESS_FIELDS)[number];
export type DeliveryAddress = Record<DeliveryAddressField, string>;

export const DELIVERY_ADDRESS_LABELS: Record<DeliveryAddressField, string> = {
  recipient: 'Получатель',
  phone: 'Телефон',
  city: 'Город',
  address: 'Улица, дом, квартира',
  zip: 'Индекс',
};

export const DELIVERY_ADDRESS_MESSAGES = {
  required: 'Заполните поле',
  phone: 'Укажите телефон в формате +7 999 123-45-67',
  zip: 'Индекс — 6 цифр',
} as const;

const DELIVERY_FIELD_MAX = 200;

/**
 * Every field required (trimmed, at most 200 characters), a phone of 10–20 digits, spaces, brackets and
 * dashes (a leading +), a six-digit postal code. The server and the dialog check the same way.
 */
export function validateDeliveryAddress(
  input: Partial<Record<string, unknown>>,
): { ok: true; value: DeliveryAddress } | { ok: false; errors: Partial<Record<DeliveryAddressField, string[]>> } {
  const value = {} as DeliveryAddress;
  const errors: Partial<Record<DeliveryAddressField, string[]>> = {};
  for (const key of DELIVERY_ADDRESS_FIELDS) {
    const raw = input[key];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '' || text.length > DELIVERY_FIELD_MAX) errors[key] = [DELIVERY_ADDRESS_MESSAGES.required];
    value[key] = text;
  }
  if (!errors.phone && !/^\+?[\d\s()-]{10,20}$/.test(value.phone)) errors.phone = [DELIVERY_ADDRESS_MESSAGES.phone];
  if (!errors.zip && !/^\d{6}$/.test(value.zip)) errors.zip = [DELIVERY_ADDRESS_MESSAGES.zip];
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
