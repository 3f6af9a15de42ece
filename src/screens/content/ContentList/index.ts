export { ContentList } from './ContentList';
export type { ContentListProps } from './ContentList';
