export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DangerIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  MenuIcon,
  MinusIcon,
  SuccessIcon,
  WarningIcon,
} from './icons';
export type { IconProps } from './icons';
