export { PortfolioPage } from './PortfolioPage';
export type { PortfolioPageProps } from './PortfolioPage';
