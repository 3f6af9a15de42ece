import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Monogram, monogramKinds, monogramTone } from '../../../src/screens/shared/Monogram';

const BROKERS = [
  'Сбер Инвестиции',
  'БКС Мир инвестиций',
  'Финам',
  'Т-Инвестиции',
  'Альфа-Инвестиции',
  'ВТБ Мои Инвестиции',
];

const meta = {
  title: 'Экраны/Shared/Monogram',
  component: Monogram,
  args: { name: 'Сбер Инвестиции', kind: 'broker' },
  argTypes: { kind: { control: 'inline-radio', options: monogramKinds } },
  parameters: {
    docs: {
      description: {
        component:
          'Знак брокера или аналитика без файла логотипа или фото: до двух инициалов на одном из тонов палитры. ' +
          'Тон выбирается по имени, поэтому один брокер выглядит одинаково на всех карточках. Брокер — скругленный ' +
          'квадрат (место логотипа), человек — круг (место аватара). Декоративный: имя всегда написано рядом.',
      },
    },
  },
} satisfies Meta<typeof Monogram>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brokers of the demo side by side: their initials, each name always in its own tone. */
export const Brokers: Story = {
  name: 'Брокеры',
  render: () => (
    <ul style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0 }}>
      {BROKERS.map((name) => (
        <li key={name} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <Monogram name={name} kind="broker" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('[data-kind="broker"]')];
    await expect(marks.map((mark) => mark.textContent)).toEqual(['СИ', 'БМ', 'Ф', 'Т', 'А', 'ВМ']);
    await expect(marks.every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true);
    // The tone is the name's: the same on every render and for every card.
    await expect(monogramTone('Финам')).toBe(monogramTone('Финам'));
    await expect(new Set(BROKERS.map(monogramTone)).size).toBeGreaterThan(1);
  },
};

export const Analyst: Story = {
  name: 'Аналитик',
  args: { name: 'Олег Николаев', kind: 'person' },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-kind="person"]')!;
    await expect(mark).toHaveTextContent('ОН');
    await expect(getComputedStyle(mark).borderRadius).not.toBe('0px');
  },
};
