export { HeaderPlaceholder } from './HeaderPlaceholder';
export type { HeaderPlaceholderProps } from './HeaderPlaceholder';
