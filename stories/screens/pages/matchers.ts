/**
 * ru-RU formatting puts no-break spaces into numbers, money and plural phrases; Testing Library
 * collapses them in the page text but not in a string matcher. `exact(text)` matches the text
 * with any kind of space wherever it has one.
 */
export function exact(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`^${escaped}$`);
}
