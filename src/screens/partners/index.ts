export { PartnersPage } from './PartnersPage';
export type { PartnersPageProps } from './PartnersPage';
export { partnersHead } from './heads';
