// The config feature's public surface: the public app settings route.
export { registerConfigRoutes } from './config.routes';
