// ru-RU formatting puts no-break spaces into numbers, money and plural phrases; Testing Library
// collapses them in the page text but not in an expected string. Compare through these.

/** The text with every run of white space (no-break ones too) as one plain space. */
export function spaced(value: string): string {
  return value.replace(/\s+/g, ' ');
}

/** Matches the whole text with any kind of space wherever it has one. */
export function exact(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`^${escaped}$`);
}
