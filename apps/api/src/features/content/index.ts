// The content feature's public surface: editorial pages and news (routes, service, repository) and the
// content folder reader the seed and the import CLI use.
export { readContentFolder } from './content-files';
export { createContentRepository, type ContentWrite } from './content.repository';
export { createContentService } from './content.service';
export { registerContentRoutes } from './content.routes';
