export { PromocodeForm } from './PromocodeForm';
export type { PromocodeFormProps } from './PromocodeForm';
