export { ChangeNameForm } from './ChangeNameForm';
export type { ChangeNameFormProps } from './ChangeNameForm';
