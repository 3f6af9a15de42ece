// The insider radar's public surface: its routes, service and repository, and the cluster recompute
// the seed runs.
export { recomputeClusters } from './insider-clusters.repository';
export { createInsiderRadarRepository } from './insider-radar.repository';
export { createInsiderRadarService } from './insider-radar.service';
export { registerInsiderRadarRoutes } from './insider-radar.routes';
