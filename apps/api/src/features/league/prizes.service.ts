// The prize shop's calls: the catalogue, can-exchange, exchange-coins, and the merch order's address.
import { MESSAGES, validateDeliveryAddress, type DeliveryAddress } from '@investradar/ui/domain';
import { ApiError, invalid, MAX_DB_ID } from '../../lib/errors';
import {
  ADDRESS_MESSAGES,
  EXCHANGE_ERRORS,
  PRIZES_FAQ,
  PRIZES_SPECIAL_CARDS,
  type ExchangeError,
} from './prizes-content';
import type { PrizeRow, PrizesRepository } from './prizes.repository';
import { type UserRow, effectiveType } from '../account';

function prizeIdOf(body: unknown): number {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).prize_id
      : undefined;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_DB_ID) throw invalid({ prize_id: [MESSAGES.prizeNotFound] });
  return id;
}

const failure = (error: ExchangeError) => ({ success: false as const, ...error });

/** The delivery address of a merch order, checked by the domain's rules (the dialog checks the same). */
export function parseAddress(body: unknown): DeliveryAddress {
  const input =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const checked = validateDeliveryAddress(input);
  if (!checked.ok) throw invalid(checked.errors as Record<string, string[]>);
  return checked.value;
}

export function createPrizesService(deps: { prizes: PrizesRepository }) {
  const { prizes } = deps;

  const isPro = (user: UserRow) => {
    const type = effectiveType(user);
    return type === 'mbr_premium' || type === 'mbr_premium_bot';
  };

  /** The reason a prize cannot be had now, or null. The balance is read fresh (the session's row may be older). */
  async function blocker(user: UserRow, prize: PrizeRow | undefined): Promise<ExchangeError | null> {
    if (!prize) return EXCHANGE_ERRORS.notFound;
    if (prize.pro_only && !isPro(user)) return EXCHANGE_ERRORS.proOnly;
    if (prize.type === 'subscription' && user.premiumLifetime) return EXCHANGE_ERRORS.lifetime;
    if (prize.stock !== null && prize.stock <= 0) return EXCHANGE_ERRORS.outOfStock;
    if ((await prizes.balance(user.id)) < prize.coins) return EXCHANGE_ERRORS.notEnough;
    return null;
  }

  return {
    /** GET /api/liga/prizes — prizes as a map by id (in shop order), the FAQ and the special cards. */
    async catalogue() {
      const rows = await prizes.list();
      return {
        prizes: Object.fromEntries(
          rows.map((p) => [
            String(p.id),
            {
              id: p.id,
              type: p.type,
              title: p.title,
              coins: p.coins,
              description: p.description,
              disclaimer: p.disclaimer,
              img: p.img,
            },
          ]),
        ),
        faq: PRIZES_FAQ,
        special_cards: PRIZES_SPECIAL_CARDS,
      };
    },

    /** POST /api/liga/can-exchange { prize_id } — success, or error_code, error_message, error_description. */
    async canExchange(user: UserRow, body: unknown) {
      const prize = await prizes.find(prizeIdOf(body));
      const problem = await blocker(user, prize);
      return problem
        ? failure(problem)
        : { success: true, error_code: null, error_message: null, error_description: null };
    },

    /**
     * POST /api/liga/exchange-coins { prize_id } — the same checks, then the exchange in one
     * transaction (stock, order, spend, PRO days). A refusal is 422 with the can-exchange fields.
     */
    async exchange(user: UserRow, body: unknown) {
      const prize = await prizes.find(prizeIdOf(body));
      const problem = await blocker(user, prize);
      const refuse = (error: ExchangeError) =>
        new ApiError(422, error.error_message, { prize_id: [error.error_description] }, { ...error });
      if (problem) throw refuse(problem);
      const outcome = await prizes.exchange(user.id, prize!.id);
      switch (outcome.status) {
        case 'exchanged':
          return {
            success: true,
            coins: outcome.balance,
            order: { id: outcome.orderId, status: outcome.type === 'merch' ? 'address_needed' : 'done' },
            message: outcome.type === 'merch' ? MESSAGES.prizeMerchFinish : MESSAGES.prizeSubscriptionFinish,
          };
        case 'missing':
          throw refuse(EXCHANGE_ERRORS.notFound);
        case 'out_of_stock':
          throw refuse(EXCHANGE_ERRORS.outOfStock);
        case 'insufficient':
          throw refuse(EXCHANGE_ERRORS.notEnough);
        case 'lifetime':
          throw refuse(EXCHANGE_ERRORS.lifetime);
      }
    },

    /** GET /api/liga/orders — the account's exchanges, newest first. */
    async orders(user: UserRow) {
      return { orders: await prizes.orders(user.id) };
    },

    /** POST /api/liga/orders/{id}/address — the delivery address of a merch order waiting for one. */
    async setAddress(user: UserRow, orderId: number, body: unknown) {
      const address = parseAddress(body);
      const result = await prizes.setAddress(user.id, orderId, address);
      if (result === 'missing') throw new ApiError(404, ADDRESS_MESSAGES.orderNotFound);
      if (result === 'not_needed') throw new ApiError(422, ADDRESS_MESSAGES.notNeeded);
      return { success: true, message: ADDRESS_MESSAGES.saved };
    },
  };
}
export type PrizesService = ReturnType<typeof createPrizesService>;
