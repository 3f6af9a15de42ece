/** Account-area addresses of docs/product/screens.md these screens link to. */
export const CONTEST_ROUTES = {
  contest: '/account/contest',
  coinHistory: '/account/contest/coining',
  prizes: '/account/prizes',
  plans: '/subscription/plans',
  ideas: '/ideas',
} as const;
