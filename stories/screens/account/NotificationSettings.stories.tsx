import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, initialNewsletterState, newsletterReducer, type Notifications } from '../../../src/domain';
import { NotificationSettings, type NotificationSettingsProps } from '../../../src/screens/account';
import { free, pro } from '../../fixtures/accounts';
import { notificationsAllOn, notificationsMixed } from '../../fixtures/account-area';

/**
 * The screen driven by the domain's newsletter flow, as the app drives it; the fake server answers
 * at once, so a save ends in 'Успешно сохранено!' unless the story holds it in `saving`.
 */
function Stateful({ value, onSave, onToggle, saving, message, ...rest }: NotificationSettingsProps) {
  const [state, dispatch] = useReducer(newsletterReducer, value, (initial: Notifications) => ({
    ...initialNewsletterState(initial),
    saving: saving ?? false,
    alert: message ?? null,
  }));
  return (
    <NotificationSettings
      {...rest}
      value={state.draft}
      saving={state.saving}
      message={state.alert}
      onDismissMessage={() => dispatch({ type: 'dismissAlert' })}
      onToggle={(key) => {
        onToggle(key);
        dispatch({ type: 'toggle', key });
      }}
      onSave={(notifications) => {
        onSave(notifications);
        dispatch({ type: 'save' });
        dispatch({ type: 'saveSucceeded' });
      }}
    />
  );
}

const meta = {
  title: 'Экраны/Account/NotificationSettings',
  component: NotificationSettings,
  render: (args) => <Stateful {...args} />,
  args: { value: notificationsAllOn, email: pro.email, onSave: fn(), onToggle: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Настройки рассылки (/account/notifications, заголовок страницы — «Настройки рассылки» и название ' +
          'продукта). Четыре флажка — еженедельный обзор (`weekly_newsletter`), события портфеля ' +
          '(`portfolio_events`), новости (`news`), результаты ставок (`bets`), каждый 0 или 1 — и кнопка ' +
          '«Сохранить», которая отправляет все четыре флага. После успеха — «Успешно сохранено!», ошибка нигде не ' +
          'показывается (спецификация, docs/product/errors.md). Компонент управляемый: `value` — текущие флаги, `onToggle(key)` — ' +
          'переключение (поток домена `newsletterReducer`), `onSave(notifications)`, `saving` — «Сохраняем...», ' +
          'флажки недоступны, `message` и `onDismissMessage`, `email`. Состояния: все включены, часть включена, ' +
          'сохранение, сохранено.',
      },
    },
  },
} satisfies Meta<typeof NotificationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllOn: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.notificationsTitle })).toBeVisible();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    for (const box of boxes) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSave).toHaveBeenCalledWith({ weekly_newsletter: 1, portfolio_events: 1, news: 1, bets: 1 });
  },
};

export const Mixed: Story = {
  tags: ['free'],
  args: { value: notificationsMixed, email: free.email },
  play: async ({ canvas, args }) => {
    const weekly = canvas.getByRole('checkbox', { name: MESSAGES.notifyWeeklyNewsletter });
    const portfolio = canvas.getByRole('checkbox', { name: MESSAGES.notifyPortfolioEvents });
    const news = canvas.getByRole('checkbox', { name: MESSAGES.notifyNews });
    const bets = canvas.getByRole('checkbox', { name: MESSAGES.notifyBets });
    await expect(weekly).toBeChecked();
    await expect(portfolio).not.toBeChecked();
    await expect(news).not.toBeChecked();
    await expect(bets).toBeChecked();

    // Each checkbox toggles its flag 0 ↔ 1; save sends exactly the four flags.
    await userEvent.click(canvas.getByText(MESSAGES.notifyNews));
    await userEvent.click(bets);
    await expect(args.onToggle).toHaveBeenNthCalledWith(1, 'news');
    await expect(args.onToggle).toHaveBeenNthCalledWith(2, 'bets');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ weekly_newsletter: 1, portfolio_events: 0, news: 1, bets: 0 });

    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(MESSAGES.saved);
    await userEvent.click(within(status).getByRole('button', { name: MESSAGES.close }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  tags: ['pro'],
  args: { value: notificationsMixed, saving: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  tags: ['pro'],
  args: { value: notificationsMixed, message: MESSAGES.saved },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.saved);
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: { value: notificationsMixed },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) {
      const rect = box.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(24);
      await expect(rect.right).toBeLessThanOrEqual(375);
    }
  },
};
