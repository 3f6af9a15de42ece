export { PortfolioPage } from './PortfolioPage';
export type { PortfolioPageProps } from './PortfolioPage';
export { portfolioHead } from './heads';
export { PORTFOLIO_NOTICES } from './notices';
