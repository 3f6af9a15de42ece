import type { LoaderFunctionArgs } from 'react-router';
import type { PurchasesResponse } from '@investradar/ui/domain';
import { load, requireAccount } from '../session/routerContext';

/** GET /api/account/purchases for the page in the address (?page=N, 1 when missing or malformed). */
export async function purchasesLoader(args: LoaderFunctionArgs): Promise<PurchasesResponse & { page: number }> {
  await requireAccount(args);
  const raw = new URL(args.request.url).searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return load(args, async ({ api }) => ({ ...(await api.purchases(page)), page }));
}
