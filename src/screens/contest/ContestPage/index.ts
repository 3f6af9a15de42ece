export { ContestPage } from './ContestPage';
export type { ContestPageProps } from './ContestPage';
