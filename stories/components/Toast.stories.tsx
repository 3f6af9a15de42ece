import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ToastProvider, toastTones, useToast, type ToastOptions } from '../../src/components/Toast';
import { settled } from '../support/overlays';
import * as componentMessages from '../../src/components/messages';

const onAction = fn();

function Demo({ toasts }: { toasts: Array<ToastOptions & { button: string }> }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {toasts.map(({ button, ...options }) => (
        <Button key={button} variant="secondary" onClick={() => toast.show(options)}>
          {button}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Примитивы/Toast',
  component: ToastProvider,
  args: { duration: 5000, children: null },
  render: (args) => (
    <ToastProvider duration={args.duration}>
      <Demo toasts={[{ button: 'Сохранить', tone: 'success', title: 'Успешно сохранено!', duration: Infinity }]} />
    </ToastProvider>
  ),
  beforeEach: () => {
    onAction.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Всплывающие уведомления (Radix Toast). `ToastProvider` держит очередь и область уведомлений (F8 ' +
          'переводит в неё фокус), `useToast().show({ tone, title })` показывает уведомление — например, «Успешно ' +
          'сохранено!» или «Ссылка скопирована». Уведомление скрывается само через `duration` мс, пауза — при ' +
          'наведении и фокусе; ошибки (`danger`) объявляются сразу.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const region = screen.getByRole('region', { name: /Уведомления/ });
    const toast = await within(region).findByText('Успешно сохранено!');
    const item = toast.closest('li')!;
    await expect(item).toHaveAttribute('data-tone', 'success');
    await expect(item).toHaveAttribute('data-state', 'open');
    const close = within(item).getByRole('button', { name: componentMessages.closeNotification });
    const box = close.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(close);
    await waitFor(() => expect(within(region).queryByText('Успешно сохранено!')).toBeNull());
  },
};

export const HidesItself: Story = {
  render: () => (
    <ToastProvider>
      <Demo toasts={[{ button: 'Скопировать ссылку', tone: 'success', title: 'Ссылка скопирована', duration: 300 }]} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    const region = screen.getByRole('region', { name: /Уведомления/ });
    await within(region).findByText('Ссылка скопирована');
    await waitFor(() => expect(within(region).queryByText('Ссылка скопирована')).toBeNull(), { timeout: 3000 });
  },
};

export const AllTones: Story = {
  render: () => (
    <ToastProvider>
      <Demo
        toasts={toastTones.map((tone) => ({
          button: `Показать ${tone}`,
          tone,
          title: `Уведомление ${tone}`,
          description: 'Подробности уведомления',
          duration: Infinity,
        }))}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    for (const tone of toastTones) await userEvent.click(canvas.getByRole('button', { name: `Показать ${tone}` }));
    const region = screen.getByRole('region', { name: /Уведомления/ });
    const items = await waitFor(() => {
      const list = within(region).getAllByRole('listitem');
      expect(list).toHaveLength(toastTones.length);
      return list;
    });
    await expect(items.map((li) => li.getAttribute('data-tone'))).toEqual([...toastTones]);
  },
};

export const WithAction: Story = {
  render: () => (
    <ToastProvider>
      <Demo
        toasts={[
          {
            button: 'Удалить идею',
            tone: 'info',
            title: 'Идея удалена из портфеля',
            duration: Infinity,
            action: { label: 'Вернуть', altText: 'Вернуть идею можно со страницы идеи', onClick: onAction },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить идею' }));
    const region = screen.getByRole('region', { name: /Уведомления/ });
    await userEvent.click(await within(region).findByRole('button', { name: 'Вернуть' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(region).queryByText('Идея удалена из портфеля')).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    const region = screen.getByRole('region', { name: /Уведомления/ });
    const item = await settled((await within(region).findByText('Успешно сохранено!')).closest('li')!);
    const rect = item.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(375);
  },
};
