export { Terms } from './Terms';
export type { TermsProps, TermsRequisites } from './Terms';
