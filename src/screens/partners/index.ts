export { PartnersPage } from './PartnersPage';
export type { PartnersPageProps } from './PartnersPage';
