export { ContentEditor } from './ContentEditor';
export type { ContentEditorProps } from './ContentEditor';
