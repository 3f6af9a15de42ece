export { FormErrors } from './FormErrors';
export type { FormErrorsProps } from './FormErrors';
