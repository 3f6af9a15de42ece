import { useReducer, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import {
  Alert,
  Button,
  DeliveryAddressDialog,
  PrizeExchangeDialog,
  PrizesPage,
  type DeliveryAddressErrors,
  type PrizesSpecialCard,
} from '@investradar/ui';
import {
  accountFlags,
  guestUser,
  initialPrizeState,
  MESSAGES,
  prizeReducer,
  type DeliveryAddress,
  type Prize,
} from '@investradar/ui/domain';
import { useNotify } from '../notify/Notifications';
import { ApiError } from '../api/client';
import { PageMeta } from '../layout/PageMeta';
import { leagueApi } from '../league/leagueApi';
import type { PrizesData } from '../league/leagueLoaders';
import { useAccount, useApi } from '../session/AppContext';

/** The refusal of an exchange: the server's description, or its message. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const body = error.body as Record<string, unknown>;
  const text = body.error_description ?? body.message;
  return typeof text === 'string' ? text : undefined;
}

/**
 * /account/prizes: the shop, and the exchange (docs/product/flows.md) driven by the domain's prizeReducer: a click runs
 * can-exchange; its success opens the confirmation, its refusal the error dialog (error_pro_only: «Стать
 * PRO»); «Прекрасно, меняем!» makes the exchange, the account is read again, the finish dialog shows.
 */
export const ADDRESS_TEXTS = {
  needed: (title: string) => `Укажите адрес доставки: «${title}»`,
  neededText: 'Без адреса мы не сможем отправить приз.',
  give: 'Указать адрес',
  saved: 'Адрес доставки сохранен',
} as const;

/** The server's refusal of an address, split into the dialog's fields and its block. */
function addressErrorsOf(error: unknown): DeliveryAddressErrors {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: unknown; errors?: Record<string, string[]> };
    if (body.errors && typeof body.errors === 'object') return body.errors;
    if (typeof body.message === 'string') return { form: [body.message] };
  }
  return { form: [MESSAGES.genericError] };
}

export function PrizesRoute() {
  const { shop, orders } = useLoaderData<PrizesData>();
  const revalidator = useRevalidator();
  const notify = useNotify();
  // The merch order whose delivery address is being asked for (after the exchange, or from the notice).
  const [addressFor, setAddressFor] = useState<{ id: number; title: string } | null>(null);
  const [addressBusy, setAddressBusy] = useState(false);
  const [addressErrors, setAddressErrors] = useState<DeliveryAddressErrors | undefined>();
  const [lastOrder, setLastOrder] = useState<number | null>(null);
  const waiting = orders.filter((order) => order.status === 'address_needed');
  const api = useApi();
  const account = useAccount();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(prizeReducer, initialPrizeState);
  const [pending, setPending] = useState<number | null>(null);
  const user = account.status === 'ready' ? account.user : guestUser;
  const league = leagueApi(api);

  const select = async (prize: Prize) => {
    if (state.phase !== 'idle') return;
    dispatch({ type: 'select', prize });
    setPending(prize.id);
    try {
      dispatch({ type: 'checked', response: await league.canExchange(prize.id) });
    } catch {
      dispatch({ type: 'checkFailed' });
    } finally {
      setPending(null);
    }
  };

  const confirm = async () => {
    if (state.phase !== 'confirm' || !state.prize) return;
    dispatch({ type: 'confirm' });
    try {
      const result = await league.exchange(state.prize.id);
      if (!result.success) throw new Error(result.message);
      setLastOrder(result.order?.status === 'address_needed' ? result.order.id : null);
      await account.store.reload();
      dispatch({ type: 'exchanged' });
    } catch (error) {
      dispatch({ type: 'exchangeFailed', message: refusalOf(error) });
    }
  };

  /** The finish dialog of a merch exchange closes: the address is asked for now (docs/product/flows.md: later than the exchange). */
  const closeDialog = () => {
    if (state.phase === 'finished' && state.prize?.type === 'merch' && lastOrder !== null)
      setAddressFor({ id: lastOrder, title: state.prize.title });
    if (state.phase === 'finished') void revalidator.revalidate();
    setLastOrder(null);
    dispatch({ type: 'close' });
  };

  const saveAddress = async (address: DeliveryAddress) => {
    if (!addressFor) return;
    setAddressBusy(true);
    setAddressErrors(undefined);
    try {
      await league.setAddress(addressFor.id, address);
      setAddressFor(null);
      notify(ADDRESS_TEXTS.saved, 'success');
      void revalidator.revalidate();
    } catch (error) {
      setAddressErrors(addressErrorsOf(error));
    } finally {
      setAddressBusy(false);
    }
  };

  const specialCards: PrizesSpecialCard[] = (shop.special_cards ?? []).map((card) => ({
    id: card.id,
    title: card.title,
    description: card.description,
    href: card.href,
    linkLabel: card.link_label,
  }));

  return (
    <>
      <PageMeta title="Призы" noindex />
      {waiting.length > 0 ? (
        <div className="app-prize-notices">
          {waiting.map((order) => (
            <Alert
              key={order.id}
              tone="warning"
              title={ADDRESS_TEXTS.needed(order.title)}
              actions={
                <Button size="sm" onClick={() => setAddressFor({ id: order.id, title: order.title })}>
                  {ADDRESS_TEXTS.give}
                </Button>
              }
            >
              {ADDRESS_TEXTS.neededText}
            </Alert>
          ))}
        </div>
      ) : null}
      <PrizesPage
        prizes={Object.values(shop.prizes)}
        faq={shop.faq}
        coins={user.coins}
        isPro={accountFlags(user).isPremium}
        specialCards={specialCards}
        pendingPrizeId={pending}
        onSelectPrize={(prize) => void select(prize)}
        onNavigate={(href) => void navigate(href)}
      />
      <PrizeExchangeDialog
        state={state}
        onConfirm={() => void confirm()}
        onClose={closeDialog}
        onNavigate={(href) => void navigate(href)}
      />
      {addressFor ? (
        <DeliveryAddressDialog
          open
          onOpenChange={(open) => {
            if (!open && !addressBusy) setAddressFor(null);
          }}
          prizeTitle={addressFor.title}
          busy={addressBusy}
          errors={addressErrors}
          onSubmit={(address) => void saveAddress(address)}
        />
      ) : null}
    </>
  );
}
