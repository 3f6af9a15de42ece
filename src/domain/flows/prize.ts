import { MESSAGES } from '../messages';
import { PRIZE_ERROR_PRO_ONLY, type CanExchangeResponse, type Prize } from '../schemas/contest';

/**
 * docs/product/flows.md prize exchange: click a prize → can-exchange check → confirmation (Отмена /
 * 'Прекрасно, меняем!') → exchange, account refreshed → finish modal: merch 'Отличная сделка!',
 * subscription 'Ваша подписка продлена!'. A failed check shows the server title and description with
 * 'Понятно'; for error_pro_only the buttons are 'Стать PRO' (plans page) and 'Закрыть'.
 * Phases waiting for a call: `checking` (can-exchange) and `exchanging` (exchange-coins).
 */
export type PrizePhase = 'idle' | 'checking' | 'confirm' | 'exchanging' | 'finished' | 'error';

export interface PrizeError {
  title: string;
  description: string | null;
  proOnly: boolean;
}

export interface PrizeState {
  phase: PrizePhase;
  prize: Prize | null;
  error: PrizeError | null;
}

export type PrizeEvent =
  | { type: 'select'; prize: Prize }
  | { type: 'checked'; response: CanExchangeResponse }
  | { type: 'checkFailed' }
  | { type: 'confirm' }
  | { type: 'exchanged' }
  | { type: 'exchangeFailed'; message?: string }
  | { type: 'close' };

export const initialPrizeState: PrizeState = { phase: 'idle', prize: null, error: null };

export function prizeReducer(state: PrizeState, event: PrizeEvent): PrizeState {
  switch (event.type) {
    case 'select':
      if (state.phase !== 'idle') return state;
      return { phase: 'checking', prize: event.prize, error: null };
    case 'checked': {
      if (state.phase !== 'checking') return state;
      if (event.response.success) return { ...state, phase: 'confirm' };
      return {
        ...state,
        phase: 'error',
        error: {
          title: event.response.error_message || MESSAGES.errorHeading,
          description: event.response.error_description || null,
          proOnly: event.response.error_code === PRIZE_ERROR_PRO_ONLY,
        },
      };
    }
    case 'checkFailed':
      if (state.phase !== 'checking') return state;
      return {
        ...state,
        phase: 'error',
        error: { title: MESSAGES.errorHeading, description: MESSAGES.genericError, proOnly: false },
      };
    case 'confirm':
      if (state.phase !== 'confirm') return state;
      return { ...state, phase: 'exchanging' };
    case 'exchanged':
      if (state.phase !== 'exchanging') return state;
      return { ...state, phase: 'finished' };
    case 'exchangeFailed':
      if (state.phase !== 'exchanging') return state;
      return {
        ...state,
        phase: 'error',
        error: { title: MESSAGES.errorHeading, description: event.message || MESSAGES.genericError, proOnly: false },
      };
    case 'close':
      // A running call is not abandoned half-way: its answer decides what the user sees.
      if (state.phase === 'checking' || state.phase === 'exchanging') return state;
      return initialPrizeState;
  }
}

export type PrizeAction = 'close' | 'confirm' | 'plans';

export interface PrizeModalButton {
  label: string;
  action: PrizeAction;
  /** Where the button leads (the plans page for 'Стать PRO'). */
  href?: string;
}

export interface PrizeModal {
  title: string;
  description: string | null;
  image: string | null;
  primary: PrizeModalButton;
  secondary: PrizeModalButton | null;
}

export const PLANS_PATH = '/subscription/plans';

/** The prize message dialog (image, title, description, primary and secondary buttons) of a state. */
export function prizeModal(state: PrizeState): PrizeModal | null {
  const { prize } = state;
  if (state.phase === 'confirm' && prize) {
    return {
      title: MESSAGES.prizeConfirmTitle,
      description: prize.title,
      image: prize.img,
      primary: { label: MESSAGES.prizeConfirm, action: 'confirm' },
      secondary: { label: MESSAGES.prizeCancel, action: 'close' },
    };
  }
  if (state.phase === 'finished' && prize) {
    const merch = prize.type === 'merch';
    return {
      title: merch ? MESSAGES.prizeMerchFinish : MESSAGES.prizeSubscriptionFinish,
      description: merch ? MESSAGES.prizeMerchFinishDescription : MESSAGES.prizeSubscriptionFinishDescription,
      image: prize.img,
      primary: { label: MESSAGES.prizeUnderstood, action: 'close' },
      secondary: null,
    };
  }
  if (state.phase === 'error' && state.error) {
    return state.error.proOnly
      ? {
          title: state.error.title,
          description: state.error.description,
          image: null,
          primary: { label: MESSAGES.becomePro, action: 'plans', href: PLANS_PATH },
          secondary: { label: MESSAGES.close, action: 'close' },
        }
      : {
          title: state.error.title,
          description: state.error.description,
          image: null,
          primary: { label: MESSAGES.prizeUnderstood, action: 'close' },
          secondary: null,
        };
  }
  return null;
}

/** docs/product/screens.md: prize grid card styles cycle through 3 variants. */
export const PRIZE_CARD_VARIANTS = ['primary', 'accent', 'muted'] as const;
export type PrizeCardVariant = (typeof PRIZE_CARD_VARIANTS)[number];

export function prizeCardVariant(index: number): PrizeCardVariant {
  return PRIZE_CARD_VARIANTS[((index % 3) + 3) % 3]!;
}
