// The ideas feature's public surface: the feed, saved filters, forecasters, the export, and the
// permissions reader and feed conditions other features (portfolios, insider radar, telegram) reuse.
export { createIdeasRepository, feedConditions } from './ideas.repository';
export { createForecastersRepository } from './forecasters.repository';
export { createSavedFiltersRepository } from './saved-filters.repository';
export { createIdeasFeedIndex, type IdeasFeedIndex } from './ideas-feed-index';
export { createIdeasService, createPermissionsReader } from './ideas.service';
export { createForecastersService } from './forecasters.service';
export { createSavedFiltersService } from './saved-filters.service';
export { createIdeasExportService } from './ideas-export.service';
export { registerIdeasRoutes } from './ideas.routes';
