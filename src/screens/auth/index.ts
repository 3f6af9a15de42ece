// Authentication screens: forms (also used by the login/register drawers) and their pages.
export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export type { RegisterPageProps } from './RegisterPage';
export type { LoginValues, RegisterValues } from './shared/validation';
