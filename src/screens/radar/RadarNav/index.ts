export { RadarNav, radarSections } from './RadarNav';
export type { RadarSection } from './RadarNav';
