import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert, alertTones } from '../../src/components/Alert';
import { Link } from '../../src/components/Link';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/Alert',
  component: Alert,
  args: { tone: 'success', children: 'Успешно сохранено!' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  parameters: {
    docs: {
      description: {
        component:
          'Сообщение в потоке страницы. Тона: `info`, `success`, `warning`, `danger`. Предупреждения и ошибки ' +
          'объявляются сразу (`role="alert"`), информация и успех — вежливо (`role="status"`). Можно добавить ' +
          'заголовок, действия и кнопку «Закрыть».',
      },
    },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Успешно сохранено!');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={tone}>
          Сообщение тона {tone}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    for (const tone of alertTones) {
      await expect(canvas.getByText(`Сообщение тона ${tone}`).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
    }
  },
};

export const BillingOverdue: Story = {
  args: {
    tone: 'warning',
    title: 'Оплата не прошла',
    children: 'Очередной платёж для продления PRO не прошёл.',
    actions: (
      <Link href="https://billing.example.com/update/sub_123" external variant="standalone">
        Оплатить
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Оплата не прошла');
    await expect(canvas.getByRole('link', { name: /Оплатить/ })).toHaveAttribute('target', '_blank');
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', children: 'PRO доступ успешно активирован!', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const close = canvas.getByRole('button', { name: componentMessages.close });
    const box = close.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Произошла ошибка. Попробуйте операцию позже.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Произошла ошибка. Попробуйте операцию позже.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    tone: 'danger',
    title: 'Ошибка!',
    children: 'Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
