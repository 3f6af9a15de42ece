import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, textPairs, uiPairs } from './palette';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('rejects values it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('%s theme', (_name, palette) => {
  it.each(textPairs)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('UI %s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
