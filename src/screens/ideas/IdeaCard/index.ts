export { IdeaCard } from './IdeaCard';
export type { IdeaCardProps } from './IdeaCard';
