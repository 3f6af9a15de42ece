export { ContentList } from './ContentList';
export type { ContentListProps } from './ContentList';
export { ContentArticle } from './ContentArticle';
export type { ContentArticleProps } from './ContentArticle';
export { ContentEditor } from './ContentEditor';
export type { ContentEditorProps } from './ContentEditor';
export { ContentPage } from './ContentPage';
export type { ContentPageProps } from './ContentPage';
