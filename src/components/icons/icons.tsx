import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { icon } from './icons.css';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

type Shape = string | { d: string; fill?: boolean };

/** Decorative line icons (24-unit grid, currentColor); the control around them carries the name. */
function make(shapes: readonly Shape[]) {
  return function Icon({ className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        className={clsx(icon, className)}
        {...rest}
      >
        {shapes.map((shape) => {
          const { d, fill } = typeof shape === 'string' ? { d: shape, fill: false } : shape;
          return <path key={d} d={d} fill={fill ? 'currentColor' : undefined} />;
        })}
      </svg>
    );
  };
}

export const EyeIcon = /* @__PURE__ */ make([
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
]);
export const EyeOffIcon = /* @__PURE__ */ make([
  'M9.9 5.2A9.6 9.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2',
  'M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M2 2l20 20',
]);
export const CloseIcon = /* @__PURE__ */ make(['M6 6l12 12', 'M18 6L6 18']);
export const CheckIcon = /* @__PURE__ */ make(['M5 12.5l4.5 4.5L19 7.5']);
export const MinusIcon = /* @__PURE__ */ make(['M6 12h12']);
export const ChevronLeftIcon = /* @__PURE__ */ make(['M15 6l-6 6 6 6']);
export const ChevronRightIcon = /* @__PURE__ */ make(['M9 6l6 6-6 6']);
export const ChevronDownIcon = /* @__PURE__ */ make(['M6 9l6 6 6-6']);
export const InfoIcon = /* @__PURE__ */ make(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z', 'M12 11v6', 'M12 7.5v.01']);
export const SuccessIcon = /* @__PURE__ */ make(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z', 'M7.5 12.5l3 3 6-6.5']);
export const WarningIcon = /* @__PURE__ */ make([
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  'M12 9v4',
  'M12 17v.01',
]);
export const DangerIcon = /* @__PURE__ */ make(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z', 'M12 7v6', 'M12 16.5v.01']);
export const MenuIcon = /* @__PURE__ */ make(['M4 6h16', 'M4 12h16', 'M4 18h16']);
// Product icons (header, menus, dialogs).
export const SearchIcon = /* @__PURE__ */ make([
  { d: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z' },
  { d: 'm20 20-3.5-3.5' },
]);
export const PortfolioIcon = /* @__PURE__ */ make([
  { d: 'M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Z' },
  { d: 'M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2' },
  { d: 'M3 13h18' },
]);
export const UserIcon = /* @__PURE__ */ make([
  { d: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z' },
  { d: 'M4 21a8 8 0 0 1 16 0' },
]);
export const TrendUpIcon = /* @__PURE__ */ make([{ d: 'm3 17 6-6 4 4 8-8' }, { d: 'M15 7h6v6' }]);
export const TrendDownIcon = /* @__PURE__ */ make([{ d: 'm3 7 6 6 4-4 8 8' }, { d: 'M15 17h6v-6' }]);
export const TelegramIcon = /* @__PURE__ */ make([{ d: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15Z' }, { d: 'm9 13 8-6' }]);
export const GiftIcon = /* @__PURE__ */ make([
  { d: 'M4 8h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z' },
  { d: 'M12 8v13' },
  { d: 'M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8' },
  { d: 'M12 8C10 8 7 7.5 7 5.5S9.5 3 12 8Zm0 0c2 0 5-.5 5-2.5S14.5 3 12 8Z' },
]);
export const LockIcon = /* @__PURE__ */ make([
  { d: 'M6 11h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2Z' },
  { d: 'M8 11V7a4 4 0 0 1 8 0v4' },
]);
export const StarIcon = /* @__PURE__ */ make([
  { d: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z' },
]);
/** The product mark: a radar sweep. */
export const LogoMark = /* @__PURE__ */ make([
  { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z' },
  { d: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z' },
  { d: 'M12 12 18.5 5.5' },
  { d: 'M12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z', fill: true },
]);
