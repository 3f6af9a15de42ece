export { Spinner, spinnerSizes, srOnly } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
