export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Spinner, spinnerSizes, srOnly } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
