export { BestForecasters, OPEN_FORECASTER_ROWS } from './BestForecasters';
export type { BestForecastersProps } from './BestForecasters';
