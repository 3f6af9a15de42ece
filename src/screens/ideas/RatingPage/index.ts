export { RatingPage, RATING_PERIODS, ratingKinds } from './RatingPage';
export type { RatingKind, RatingPageProps } from './RatingPage';
