// The CloudPayments adapter: the widget runs in the browser (apps/web loads its script), the
// notifications arrive at routes/payments.ts; here are the API calls the server makes itself.
import type { ChargeRequest, ChargeResult, PaymentProvider, PaymentsSettings } from './payment-provider';

type Fetch = typeof fetch;

interface ApiAnswer {
  Success: boolean;
  Message: string | null;
  Model?: {
    TransactionId?: number;
    CardType?: string;
    CardLastFour?: string;
    ReasonCode?: number;
    CardHolderMessage?: string;
    Reason?: string;
  };
}

export function createCloudPaymentsProvider(settings: PaymentsSettings, fetchImpl: Fetch = fetch): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.publicId}:${settings.apiSecret}`).toString('base64')}`;
  async function call(path: string, body: unknown): Promise<ApiAnswer> {
    const response = await fetchImpl(new URL(path, settings.apiUrl), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`CloudPayments ${path}: HTTP ${response.status}`);
    return (await response.json()) as ApiAnswer;
  }
  return {
    kind: 'cloudpayments',
    publicId: settings.publicId,
    widgetUrl: () => null,
    async chargeToken(request: ChargeRequest): Promise<ChargeResult> {
      const answer = await call('/payments/tokens/charge', {
        Amount: request.amount,
        Currency: 'RUB',
        AccountId: request.accountId,
        InvoiceId: request.invoiceId,
        Description: request.description,
        Email: request.email,
        Token: request.token,
        TrInitiatorCode: 0,
      });
      const model = answer.Model ?? {};
      const transactionId = model.TransactionId === undefined ? null : String(model.TransactionId);
      if (answer.Success && transactionId) {
        return { ok: true, transactionId, cardType: model.CardType ?? null, cardLast4: model.CardLastFour ?? null };
      }
      return {
        ok: false,
        transactionId,
        reasonCode: String(model.ReasonCode ?? 'declined'),
        reason: model.CardHolderMessage ?? model.Reason ?? answer.Message ?? 'declined',
      };
    },
    async cancelSubscription(extId: string) {
      const answer = await call('/subscriptions/cancel', { Id: extId });
      if (!answer.Success)
        throw new Error(`CloudPayments subscriptions/cancel ${extId}: ${answer.Message ?? 'refused'}`);
    },
  };
}
