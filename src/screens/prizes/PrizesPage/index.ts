export { PrizesPage } from './PrizesPage';
export type { PrizesPageProps, PrizesSpecialCard } from './PrizesPage';
