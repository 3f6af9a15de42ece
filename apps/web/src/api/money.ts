import type { InvoiceAnswer, InvoiceStatusAnswer, PromocodeResponse, PurchasesResponse } from '@investradar/ui/domain';
import type { ApiClient, Parser } from './client';

/** The money calls' answers are read as the API documents them (apps/api/README.md, Money). */
const asIs = <T>(): Parser<T> => ({ parse: (input) => input as T });

export type UpgradeAnswer = { success: boolean; message?: string; payment?: InvoiceAnswer };

/** Payments and subscriptions (issue #15): invoices for the widget, cancel, upgrade, promo codes, purchases. */
export function moneyEndpoints(client: ApiClient) {
  return {
    /** POST /api/payments/invoices { plan_id, promocode? } → the widget's options. */
    createInvoice(planId: number, promocode?: string): Promise<InvoiceAnswer> {
      return client.request('/api/payments/invoices', asIs<InvoiceAnswer>(), {
        method: 'POST',
        body: { plan_id: planId, ...(promocode ? { promocode } : {}) },
        handle: [422],
      });
    },

    /** GET /api/payments/invoices/{id}: pending, paid or failed. */
    invoiceStatus(id: string): Promise<InvoiceStatusAnswer> {
      return client.request(`/api/payments/invoices/${encodeURIComponent(id)}`, asIs<InvoiceStatusAnswer>());
    },

    /** POST /api/subscription/{id}/cancel { reason }. */
    cancelSubscription(id: number, reason: readonly number[]): Promise<{ success: boolean; message?: string }> {
      return client.request(`/api/subscription/${id}/cancel`, asIs<{ success: boolean; message?: string }>(), {
        method: 'POST',
        body: { reason },
      });
    },

    /** POST /api/subscription/{id}/upgrade { planId }; lifetime answers the widget's options. */
    upgradeSubscription(id: number, planId: number): Promise<UpgradeAnswer> {
      return client.request(`/api/subscription/${id}/upgrade`, asIs<UpgradeAnswer>(), {
        method: 'POST',
        body: { planId },
      });
    },

    /** POST /api/promocode/activate { code, is_tariff_upgrade }; failures carry error_description. */
    activatePromocode(code: string, isTariffUpgrade: boolean): Promise<PromocodeResponse & { message?: string }> {
      return client.request('/api/promocode/activate', asIs<PromocodeResponse & { message?: string }>(), {
        method: 'POST',
        body: { code, is_tariff_upgrade: isTariffUpgrade },
      });
    },

    /** GET /api/account/purchases?page=. */
    purchases(page: number): Promise<PurchasesResponse> {
      return client.request('/api/account/purchases', asIs<PurchasesResponse>(), { query: { page } });
    },
  };
}
