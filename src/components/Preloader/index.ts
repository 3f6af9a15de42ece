export { Preloader, preloaderStates } from './Preloader';
export type { PreloaderProps, PreloaderState } from './Preloader';
