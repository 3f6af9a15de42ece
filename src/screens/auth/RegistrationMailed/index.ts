export { RegistrationMailed } from './RegistrationMailed';
export type { RegistrationMailedProps } from './RegistrationMailed';
