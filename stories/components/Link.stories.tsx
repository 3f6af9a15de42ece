import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, linkVariants } from '../../src/components/Link';

const meta = {
  title: 'Примитивы/Link',
  component: Link,
  args: { href: '/account/settings/change-name', children: 'Изменить' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  parameters: {
    docs: {
      description: {
        component:
          'Текстовая ссылка. Варианты: `inline` — внутри текста, `standalone` — отдельная ссылка с областью нажатия ' +
          'не меньше 24 px, `muted` — второстепенная. `external` открывает ссылку в новой вкладке с `rel="noopener ' +
          'noreferrer"` и сообщает об этом экранному диктору. `asChild` отдаёт стили ссылке роутера.',
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Имя: Иван Петров. <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Изменить' })).toHaveAttribute(
      'href',
      '/account/settings/change-name',
    );
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant}
        </Link>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(linkVariants.length);
    const standalone = canvas.getByRole('link', { name: 'standalone' }).getBoundingClientRect();
    await expect(standalone.height).toBeGreaterThanOrEqual(24);
  },
};

export const External: Story = {
  args: {
    href: 'https://billing.example.com/update/sub_123',
    external: true,
    children: 'Оплатить',
    variant: 'standalone',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Оплатить (откроется в новой вкладке)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsChild: Story = {
  args: { asChild: true, variant: 'standalone', children: <a href="/subscription/plans">Стать PRO</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Стать PRO' });
    await expect(link).toHaveAttribute('data-variant', 'standalone');
  },
};
