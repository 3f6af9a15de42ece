export { RegisterToContinue } from './RegisterToContinue';
export type { RegisterToContinueProps } from './RegisterToContinue';
