export { IdeaPage, ideaPricePoints } from './IdeaPage';
export type { IdeaAnalystRecord, IdeaPageProps, IdeaVotes } from './IdeaPage';
