import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../../src/components/Button';

const meta = {
  title: 'Примитивы/Button',
  component: Button,
  args: { children: 'Стать PRO', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Кнопка действия. Варианты: `primary` — главное действие экрана, `secondary` — второстепенное, `ghost` — ' +
          'в меню и панелях, `danger` — необратимое. Состояние `loading` показывает спиннер и не пропускает ' +
          'повторные нажатия.',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Стать PRO' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThanOrEqual(24);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, max-content)', alignItems: 'center' }}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Сохраняем...', children: 'Сохранить' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Стать PRO' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/subscription/plans">Подключить PRO</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Подключить PRO' })).toHaveAttribute('href', '/subscription/plans');
  },
};
