import type { InvoiceAnswer, PaymentWidgetOptions } from '@investradar/ui/domain';

/** CloudPayments' widget script (used only with PAYMENTS_PROVIDER=cloudpayments). */
export const CLOUDPAYMENTS_WIDGET_SCRIPT = 'https://widget.cloudpayments.ru/bundles/cloudpayments.js';

type CloudPaymentsWidget = {
  pay(
    kind: 'charge',
    options: PaymentWidgetOptions,
    callbacks: { onSuccess: () => void; onFail: (reason: string) => void },
  ): void;
};
declare global {
  interface Window {
    cp?: { CloudPayments: new (options: { language: string }) => CloudPaymentsWidget };
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/**
 * Opens the card widget for an invoice. The sandbox's widget is a page of the API: the browser goes
 * there and comes back to `?invoice=…` (`redirected`). CloudPayments' widget opens over the page and
 * reports `paid` or `failed`; the credit itself always comes from the provider's notification.
 */
export async function openPaymentWidget(answer: InvoiceAnswer): Promise<'redirected' | 'paid' | 'failed'> {
  if (answer.widget_url) {
    window.location.assign(answer.widget_url);
    return 'redirected';
  }
  await loadScript(CLOUDPAYMENTS_WIDGET_SCRIPT);
  const cp = window.cp;
  if (!cp) throw new Error('CloudPayments widget is not available');
  return new Promise((resolve) => {
    new cp.CloudPayments({ language: 'ru-RU' }).pay('charge', answer.widget, {
      onSuccess: () => resolve('paid'),
      onFail: () => resolve('failed'),
    });
  });
}
