/**
 * Two-column split of the questionnaire's broker list: chunks of floor(n / 2); when that yields a
 * third (odd remainder) chunk it is merged into the second, so the second column is the longer one.
 */
export function splitIntoColumns<T>(items: readonly T[], columns: 1 | 2): T[][] {
  if (columns === 1 || items.length < 2) return [[...items]];
  const size = Math.floor(items.length / 2);
  return [items.slice(0, size), items.slice(size)];
}
