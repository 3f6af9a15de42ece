export { AccountNav, ACCOUNT_NAV_LABELS } from './AccountNav';
export type { AccountNavProps } from './AccountNav';
