export { PrizesPage } from './PrizesPage';
export type { PrizeOrderAwaitingAddress, PrizesPageProps, PrizesSpecialCard } from './PrizesPage';
