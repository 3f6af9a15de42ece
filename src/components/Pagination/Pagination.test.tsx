import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { paginationRange } from './paginationRange';
import * as componentMessages from '../messages';

describe('paginationRange', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [99, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [-3, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
  ] as const)('page %i of %i', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  it('keeps the same number of items, includes first, last and current, and never repeats a page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, raw) => {
        const page = Math.min(raw, count);
        const items = paginationRange(page, count);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(items).toHaveLength(7);
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(page);
        expect(new Set(pages).size).toBe(pages.length);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }),
    );
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('moves between pages and marks the current one', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: componentMessages.page(2) }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: componentMessages.page(1) }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: componentMessages.nextPage }));
    fireEvent.click(screen.getByRole('button', { name: componentMessages.previousPage }));
    fireEvent.click(screen.getByRole('button', { name: componentMessages.page(3) }));
    fireEvent.click(screen.getByRole('button', { name: componentMessages.page(2) }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('renders links when given hrefs and disables the edge arrows', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={2} onPageChange={onPageChange} getHref={(p) => `?page=${p}`} />);
    expect(screen.getByRole('link', { name: componentMessages.page(2) }).getAttribute('href')).toBe('?page=2');
    const prev = screen.getByRole('link', { name: componentMessages.previousPage });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(prev.hasAttribute('href')).toBe(false);
    fireEvent.click(prev);
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: componentMessages.nextPage }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
