import { useState } from 'react';
import { PRIZES_NOTICES, type DeliveryAddressErrors, type PrizeOrderAwaitingAddress } from '@investradar/ui';
import { MESSAGES, type DeliveryAddress } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useNotify } from '../notify/Notifications';

/** The server's refusal of an address, split into the dialog's fields and its block. */
function addressErrorsOf(error: unknown): DeliveryAddressErrors {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: unknown; errors?: Record<string, string[]> };
    if (body.errors && typeof body.errors === 'object') return body.errors;
    if (typeof body.message === 'string') return { form: [body.message] };
  }
  return { form: [MESSAGES.genericError] };
}

/**
 * The delivery address of a merch order (POST /api/liga/orders/{id}/address): asked for after the
 * exchange's finish dialog, or from the shop's notice of an order still without one. Saved: the
 * notice «Адрес доставки сохранен», and the page's data is read again.
 */
export function usePrizeAddress(
  save: (orderId: number, address: DeliveryAddress) => Promise<unknown>,
  saved: () => void,
) {
  const notify = useNotify();
  const [order, setOrder] = useState<PrizeOrderAwaitingAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<DeliveryAddressErrors | undefined>();

  const submit = async (address: DeliveryAddress) => {
    if (!order) return;
    setBusy(true);
    setErrors(undefined);
    try {
      await save(order.id, address);
      setOrder(null);
      notify(PRIZES_NOTICES.addressSaved, 'success');
      saved();
    } catch (error) {
      setErrors(addressErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The order whose address is asked for; null: the dialog is closed. */
    order,
    busy,
    errors,
    ask: setOrder,
    /** Closing the dialog (not while saving). */
    close: () => {
      if (!busy) setOrder(null);
    },
    submit,
  };
}
