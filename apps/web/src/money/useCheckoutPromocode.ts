import { useState } from 'react';
import {
  accountFlags,
  MESSAGES,
  PAYMENT_MESSAGES,
  type InvoiceAnswer,
  type Plan,
  type User,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useAccount, useApi } from '../session/AppContext';

export type CheckoutPromocodeState = {
  busy: boolean;
  errors: string[] | null;
  /** A discount code taken for this plan, and the invoice made for it (opened by «Оплатить» once). */
  applied: { code: string; discountPercent: number; amount: number } | null;
  successMessage: string | null;
};

/** The server's words for a refused code: the field's own error, its error_description, or its message. */
function refusalOf(error: unknown, field?: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { errors?: Record<string, unknown>; error_description?: unknown; message?: unknown };
    const own = field ? body.errors?.[field] : undefined;
    if (Array.isArray(own) && typeof own[0] === 'string') return own[0];
    if (typeof body.error_description === 'string') return body.error_description;
    if (typeof body.message === 'string' && error.status < 500) return body.message;
  }
  return MESSAGES.genericError;
}

/**
 * The checkout's promo code (docs/product/calls.md, docs/product/errors.md: error_description in the «Ошибка!» block). A code is tried
 * first as a discount on this plan (POST /api/payments/invoices with `promocode`: the invoice it makes
 * carries the discounted amount and is the one «Оплатить» opens); a code that gives days of PRO
 * instead («Этот промокод не дает скидку на оплату») is activated (POST /api/promocode/activate) and the
 * account reloaded, with 'PRO доступ успешно активирован!'.
 */
export function useCheckoutPromocode(plan: Plan | undefined, user: User | null) {
  const api = useApi();
  const { store } = useAccount();
  const [state, setState] = useState<CheckoutPromocodeState>({
    busy: false,
    errors: null,
    applied: null,
    successMessage: null,
  });
  const [invoice, setInvoice] = useState<InvoiceAnswer | null>(null);
  // Another plan (the address changed): a code applied to the previous one does not carry over.
  const [planId, setPlanId] = useState(plan?.id);
  if (planId !== plan?.id) {
    setPlanId(plan?.id);
    setInvoice(null);
    setState({ busy: false, errors: null, applied: null, successMessage: null });
  }

  async function apply(code: string) {
    if (!plan || !user) return;
    setState((s) => ({ ...s, busy: true, errors: null }));
    try {
      const answer = await api.createInvoice(plan.id, code);
      const amount = answer.widget.amount;
      setInvoice(answer);
      // Codes are case-insensitive (the server keeps them upper-cased): shown the way they are printed.
      setState({
        busy: false,
        errors: null,
        successMessage: null,
        applied: { code: code.toUpperCase(), amount, discountPercent: Math.round((1 - amount / plan.cost) * 100) },
      });
      return;
    } catch (error) {
      if (error instanceof ApiError && error.redirected) return;
      const refusal = refusalOf(error, 'promocode');
      if (refusal !== PAYMENT_MESSAGES.promocodeNotDiscount) {
        setState((s) => ({ ...s, busy: false, errors: [refusal] }));
        return;
      }
    }
    // Not a discount: a code giving days of PRO.
    try {
      const flags = accountFlags(user);
      const answer = await api.activatePromocode(code, flags.isPremium && flags.canUpgradeTariffViaPromocode);
      setState({
        busy: false,
        errors: null,
        applied: null,
        successMessage: answer.message ?? MESSAGES.promocodeActivated,
      });
      await store.reload();
    } catch (error) {
      if (error instanceof ApiError && error.redirected) return;
      setState((s) => ({ ...s, busy: false, errors: [refusalOf(error)] }));
    }
  }

  return {
    state,
    apply: (code: string) => void apply(code),
    remove: () => {
      setInvoice(null);
      setState((s) => ({ ...s, applied: null, errors: null }));
    },
    /**
     * The invoice to pay: the discounted one made when the code was applied (once), else a new one —
     * with the applied code again when its first invoice has been used.
     */
    async invoiceFor(chosen: Plan): Promise<InvoiceAnswer> {
      if (invoice && invoice.widget.data.planId === chosen.id) {
        setInvoice(null);
        return invoice;
      }
      return api.createInvoice(chosen.id, state.applied?.code);
    },
  };
}
