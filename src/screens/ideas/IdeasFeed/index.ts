export { IdeasFeed } from './IdeasFeed';
export type { IdeasFeedProps } from './IdeasFeed';
