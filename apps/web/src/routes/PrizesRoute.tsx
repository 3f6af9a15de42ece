import { useReducer, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import {
  DeliveryAddressDialog,
  PrizeExchangeDialog,
  PrizesPage,
  prizesHead,
  type PrizesSpecialCard,
} from '@investradar/ui';
import { accountFlags, guestUser, initialPrizeState, prizeReducer, type Prize } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { PageMeta } from '../layout/PageMeta';
import { leagueApi } from '../league/leagueApi';
import type { PrizesData } from '../league/leagueLoaders';
import { usePrizeAddress } from '../league/usePrizeAddress';
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
 * A merch prize's delivery address is asked for when its finish dialog closes (usePrizeAddress).
 */
export function PrizesRoute() {
  const { shop, orders } = useLoaderData<PrizesData>();
  const revalidator = useRevalidator();
  const api = useApi();
  const account = useAccount();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(prizeReducer, initialPrizeState);
  const [pending, setPending] = useState<number | null>(null);
  // The merch order the last exchange made, while its address is still to be given.
  const [lastOrder, setLastOrder] = useState<number | null>(null);
  const user = account.status === 'ready' ? account.user : guestUser;
  const league = leagueApi(api);
  const address = usePrizeAddress(league.setAddress, () => void revalidator.revalidate());

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
      address.ask({ id: lastOrder, title: state.prize.title });
    if (state.phase === 'finished') void revalidator.revalidate();
    setLastOrder(null);
    dispatch({ type: 'close' });
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
      <PageMeta {...prizesHead} noindex />
      <PrizesPage
        prizes={Object.values(shop.prizes)}
        faq={shop.faq}
        coins={user.coins}
        isPro={accountFlags(user).isPremium}
        specialCards={specialCards}
        pendingPrizeId={pending}
        onSelectPrize={(prize) => void select(prize)}
        ordersAwaitingAddress={orders.filter((order) => order.status === 'address_needed')}
        onGiveAddress={address.ask}
        onNavigate={(href) => void navigate(href)}
      />
      <PrizeExchangeDialog
        state={state}
        onConfirm={() => void confirm()}
        onClose={closeDialog}
        onNavigate={(href) => void navigate(href)}
      />
      {address.order ? (
        <DeliveryAddressDialog
          open
          onOpenChange={(open) => (open ? undefined : address.close())}
          prizeTitle={address.order.title}
          busy={address.busy}
          errors={address.errors}
          onSubmit={(value) => void address.submit(value)}
        />
      ) : null}
    </>
  );
}
