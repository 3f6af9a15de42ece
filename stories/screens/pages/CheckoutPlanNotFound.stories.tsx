import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PAYMENT_MESSAGES } from '../../../src/domain';
import { CheckoutPlanNotFound } from '../../../src/screens/pages';

const meta = {
  title: 'Экраны/Pages/CheckoutPlanNotFound',
  component: CheckoutPlanNotFound,
  args: { onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Оформление тарифа, которого нет в конфигурации (старый или ошибочный plan_id): «Тариф не найден» и ' +
          'ссылка «Выбрать тариф» на страницу тарифов. Пропсы: `plansHref`, `onNavigate`. Заголовок документа — ' +
          '`checkoutHead(false)`. Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof CheckoutPlanNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Тариф не найден',
  tags: ['free'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(PAYMENT_MESSAGES.planNotFound)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Выбрать тариф' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
  },
};
