export { ContentArticle } from './ContentArticle';
export type { ContentArticleProps } from './ContentArticle';
