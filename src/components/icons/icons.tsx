import { cx } from '../internal/cx';
import type { ComponentProps } from 'react';
import { icon } from './icons.css';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/** Decorative line icons (24-unit grid, currentColor); the control around them carries the name. */
function make(paths: readonly string[]) {
  return function Icon({ className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        className={cx(icon, className)}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const EyeIcon = /* @__PURE__ */ make(['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z']);
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
export const WarningIcon = /* @__PURE__ */ make(['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z', 'M12 9v4', 'M12 17v.01']);
export const DangerIcon = /* @__PURE__ */ make(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z', 'M12 7v6', 'M12 16.5v.01']);
export const MenuIcon = /* @__PURE__ */ make(['M4 6h16', 'M4 12h16', 'M4 18h16']);
