import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';
import { splitIntoColumns } from './splitIntoColumns';

describe('splitIntoColumns', () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [2, [1, 1]],
    [4, [2, 2]],
    [5, [2, 3]],
    [7, [3, 4]],
    [10, [5, 5]],
  ])('%i items in two columns → %j', (n, sizes) => {
    const items = Array.from({ length: n }, (_, i) => i);
    expect(splitIntoColumns(items, 2).map((c) => c.length)).toEqual(sizes);
  });

  it('keeps every item once, in order, and the second column is never shorter', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), (items) => {
        const cols = splitIntoColumns(items, 2);
        expect(cols.flat()).toEqual(items);
        expect(cols.length).toBeLessThanOrEqual(2);
        if (cols.length === 2) expect(cols[1]!.length - cols[0]!.length).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('one column holds everything', () => {
    expect(splitIntoColumns([1, 2, 3], 1)).toEqual([[1, 2, 3]]);
  });
});

describe('CheckboxGroup', () => {
  const options = [
    { value: 'stocks', label: 'Акции' },
    { value: 'bonds', label: 'Облигации' },
    { value: 'funds', label: 'Фонды' },
  ];

  it('reports the checked values in the options order', () => {
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="Активы" options={options} onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Фонды' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Акции' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Фонды' }));
    expect(onValueChange.mock.calls).toEqual([[['funds']], [['stocks', 'funds']], [['stocks']]]);
  });

  it('is controlled by value', () => {
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="Активы" options={options} value={['bonds']} onValueChange={onValueChange} />);
    expect(screen.getByRole('checkbox', { name: 'Облигации' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Акции' }));
    expect(onValueChange).toHaveBeenCalledWith(['stocks', 'bonds']);
    // Controlled: the parent did not accept the change, so the box stays unchecked.
    expect(screen.getByRole('checkbox', { name: 'Акции' }).getAttribute('aria-checked')).toBe('false');
  });
});
