// The portfolios feature's public surface: its routes, service and repository.
export { createPortfoliosRepository } from './portfolios.repository';
export { createPortfoliosService } from './portfolios.service';
export { registerPortfolioRoutes } from './portfolios.routes';
