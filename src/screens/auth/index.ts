// Authentication screens: forms, the login and register drawers that hold them, and their pages.
export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export type { RegisterPageProps } from './RegisterPage';
export type { LoginValues, RegisterValues } from './shared/validation';
export { LoginDrawer } from './LoginDrawer';
export type { LoginDrawerProps } from './LoginDrawer';
export { RegisterDrawer } from './RegisterDrawer';
export type { RegisterDrawerProps } from './RegisterDrawer';
export { loginHead, registerHead } from './heads';
export { RegistrationMailed } from './RegistrationMailed';
export type { RegistrationMailedProps } from './RegistrationMailed';
