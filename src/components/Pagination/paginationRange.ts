export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages to show: always the first and last `boundaries` pages, `siblings` pages either side of the
 * current one, and an ellipsis for each gap of two or more pages (a gap of one shows the page itself,
 * so the number of items stays constant while paging).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1, boundaries = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

  // boundaries + ellipsis + siblings + current + siblings + ellipsis + boundaries
  const slots = boundaries * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);

  const leftSibling = Math.max(current - siblings, boundaries + 2);
  const rightSibling = Math.min(current + siblings, count - boundaries - 1);
  const showLeftEllipsis = leftSibling > boundaries + 2;
  const showRightEllipsis = rightSibling < count - boundaries - 1;

  if (!showLeftEllipsis && showRightEllipsis) {
    const leftCount = siblings * 2 + boundaries + 2;
    return [...range(1, leftCount), 'ellipsis-end', ...range(count - boundaries + 1, count)];
  }
  if (showLeftEllipsis && !showRightEllipsis) {
    const rightCount = siblings * 2 + boundaries + 2;
    return [...range(1, boundaries), 'ellipsis-start', ...range(count - rightCount + 1, count)];
  }
  return [
    ...range(1, boundaries),
    'ellipsis-start',
    ...range(leftSibling, rightSibling),
    'ellipsis-end',
    ...range(count - boundaries + 1, count),
  ];
}
