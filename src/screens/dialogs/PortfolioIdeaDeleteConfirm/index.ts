export { PortfolioIdeaDeleteConfirm } from './PortfolioIdeaDeleteConfirm';
export type { PortfolioIdeaDeleteConfirmProps } from './PortfolioIdeaDeleteConfirm';
