// The search feature's public surface: its route, service and repository for app.ts.
export { registerSearchRoutes } from './search.routes';
export { createSearchRepository } from './search.repository';
export { createSearchService, type SearchService } from './search.service';
