import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Card, cardPaddings, cardVariants } from '../../src/components/Card';

const meta = {
  title: 'Примитивы/Card',
  component: Card,
  args: {
    variant: 'outlined',
    padding: 'md',
    children: (
      <>
        <h3 style={{ margin: 0 }}>PRO</h3>
        <p style={{ margin: 0 }}>Расширенный поиск, сохранённые фильтры, безлимитный портфель.</p>
        <Button>Стать PRO</Button>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Карточка — поверхность для связанного содержимого: тариф, приз, идея, блок настроек. Варианты ' +
          '`outlined`, `elevated`, `muted`, `brand`; отступы `none`–`lg` растут от планшета. `asChild` отдаёт стили ' +
          'своему элементу (`article`, `li`).',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PRO' }).closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'outlined',
    );
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant}>
          <h3 style={{ margin: 0 }}>{variant}</h3>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(cardVariants.length);
  },
};

export const AsArticle: Story = {
  args: {
    asChild: true,
    children: (
      <article aria-labelledby="prize-title">
        <h3 id="prize-title" style={{ margin: 0 }}>
          Футболка Инвестрадар
        </h3>
        <p style={{ margin: 0 }}>Бесплатная доставка по России</p>
      </article>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Футболка Инвестрадар' })).toHaveAttribute(
      'data-variant',
      'outlined',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'PRO' }).parentElement!;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(getComputedStyle(card).paddingTop).toBe('16px');
  },
};
