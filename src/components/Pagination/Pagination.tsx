import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';
import * as componentMessages from '../messages';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Render real links (shareable ?page=N URLs); clicks still call onPageChange. */
  getHref?: (page: number) => string;
  'aria-label'?: string;
};

/** Page navigation: previous / numbered pages with ellipses / next. Renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  getHref,
  className,
  'aria-label': ariaLabel = componentMessages.pages,
  ...rest
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationRange(current, pageCount, siblings);

  const control = (
    target: number,
    label: string,
    content: ReactNode,
    opts: { current?: boolean; disabled?: boolean } = {},
  ) => {
    const common = {
      className: styles.item,
      'aria-label': label,
      'aria-current': opts.current ? ('page' as const) : undefined,
    };
    const go = (event: MouseEvent) => {
      if (opts.disabled || opts.current) {
        event.preventDefault();
        return;
      }
      if (getHref) event.preventDefault();
      onPageChange(target);
    };
    if (getHref) {
      return (
        <a
          {...common}
          href={opts.disabled ? undefined : getHref(target)}
          aria-disabled={opts.disabled || undefined}
          onClick={go}
          role={opts.disabled ? 'link' : undefined}
        >
          {content}
        </a>
      );
    }
    return (
      <button {...common} type="button" disabled={opts.disabled} onClick={go}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={ariaLabel} className={className} {...rest}>
      <ul className={styles.list}>
        <li>
          {control(current - 1, componentMessages.previousPage, <ChevronLeftIcon />, { disabled: current === 1 })}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, componentMessages.page(item), item, { current: item === current })}</li>
          ) : (
            <li key={item} aria-hidden className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          {control(current + 1, componentMessages.nextPage, <ChevronRightIcon />, { disabled: current === pageCount })}
        </li>
      </ul>
    </nav>
  );
}
