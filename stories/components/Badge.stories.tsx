import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeSizes, badgeTones, badgeVariants } from '../../src/components/Badge';

const meta = {
  title: 'Примитивы/Badge',
  component: Badge,
  args: { children: 'PRO', tone: 'brand' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Метка статуса или счётчик: «PRO», «Идея еще не закрыта», число обновлений портфеля. Тона `neutral`, ' +
          '`brand`, `success`, `warning`, `danger`; варианты `subtle`, `solid`, `outline`. Не интерактивна: смысл ' +
          'не передаётся одним цветом — текст метки говорит сам за себя.',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('PRO');
    await expect(badge).toHaveAttribute('data-tone', 'brand');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: `repeat(${badgeTones.length}, max-content)` }}>
      {badgeVariants.flatMap((variant) =>
        badgeTones.map((tone) => (
          <Badge key={`${variant}-${tone}`} {...args} tone={tone} variant={variant}>
            {variant} {tone}
          </Badge>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of badgeVariants) {
      for (const tone of badgeTones) {
        const badge = canvas.getByText(`${variant} ${tone}`);
        await expect(badge).toHaveAttribute('data-variant', variant);
        await expect(badge).toHaveAttribute('data-tone', tone);
      }
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>
          {`Размер ${size}`}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sm = canvas.getByText('Размер sm').getBoundingClientRect().height;
    const md = canvas.getByText('Размер md').getBoundingClientRect().height;
    await expect(sm).toBeLessThan(md);
  },
};

export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success">+120</Badge>
      <Badge tone="danger">−50</Badge>
      <Badge tone="neutral">Идея еще не закрыта</Badge>
      <Badge tone="danger" variant="solid" aria-label="3 новых обновления">
        3
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Идея еще не закрыта')).toBeVisible();
    await expect(canvas.getByLabelText('3 новых обновления')).toHaveTextContent('3');
  },
};
