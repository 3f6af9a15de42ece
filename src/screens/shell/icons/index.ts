export {
  SearchIcon,
  PortfolioIcon,
  UserIcon,
  TrendUpIcon,
  TrendDownIcon,
  TelegramIcon,
  GiftIcon,
  LockIcon,
  StarIcon,
  LogoMark,
} from './icons';
export type { ShellIconProps } from './icons';
