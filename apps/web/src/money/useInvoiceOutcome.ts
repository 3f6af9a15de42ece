import { useEffect, useState } from 'react';
import { LIFETIME_POLL_INTERVAL_MS, LIFETIME_POLL_MAX_TRIES, type InvoiceStatus } from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';

export type InvoiceOutcome = { status: InvoiceStatus | 'timeout' | 'idle'; error: string | null };

/**
 * After the widget the page comes back with `?invoice=…`: the invoice is read every 2 s, up to 25
 * times (the spec's lifetime polling), until the provider's notification has paid or failed it.
 */
export function useInvoiceOutcome(api: Api, invoiceId: string | null, onPaid: () => Promise<unknown>): InvoiceOutcome {
  const [outcome, setOutcome] = useState<InvoiceOutcome>({ status: invoiceId ? 'pending' : 'idle', error: null });
  useEffect(() => {
    if (!invoiceId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (tries: number) => {
      try {
        const { invoice } = (await api.invoiceStatus(invoiceId)).results;
        if (stopped) return;
        if (invoice.status === 'paid') {
          await onPaid();
          if (!stopped) setOutcome({ status: 'paid', error: null });
          return;
        }
        if (invoice.status === 'failed') return setOutcome({ status: 'failed', error: invoice.error });
      } catch {
        // A failed read is one try; the next one may get through.
      }
      if (stopped) return;
      if (tries + 1 >= LIFETIME_POLL_MAX_TRIES) return setOutcome({ status: 'timeout', error: null });
      timer = setTimeout(() => void poll(tries + 1), LIFETIME_POLL_INTERVAL_MS);
    };
    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // onPaid is read when the payment is in; a new invoice id starts a new watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, invoiceId]);
  return outcome;
}
