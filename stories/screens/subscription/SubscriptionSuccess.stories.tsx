import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MESSAGES, PLAN_FEATURES } from '../../../src/domain';
import { SubscriptionSuccess, subscriptionSuccessKinds } from '../../../src/screens/subscription';
import { subscriptionM12 } from '../../fixtures/accounts';
import { settled } from '../../support/overlays';
import * as subscriptionMessages from '../../../src/screens/subscription/messages';

const meta = {
  title: 'Диалоги/Subscription/SubscriptionSuccess',
  component: SubscriptionSuccess,
  args: {
    open: true,
    kind: 'pro',
    planDescription: subscriptionM12.plan.description,
    expiresAt: subscriptionM12.expires_at,
    onOpenChange: fn(),
    onNavigate: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: subscriptionSuccessKinds } },
  parameters: {
    docs: {
      description: {
        component:
          'Окно «подписка оформлена» после покупки: для PRO — план и срок доступа, для доступа навсегда — ' +
          '«Поздравляем, Вы успешно оформили PRO доступ навсегда!»; ниже — что теперь доступно (списки тарифов из ' +
          'домена). Кнопки «Закрыть» и «Перейти к идеям». Пропсы: `open`, `onOpenChange`, `kind` (`pro` | ' +
          '`lifetime`), `planDescription`, `expiresAt`, `ideasHref`, `onNavigate(href, { kind })`. Состояния: PRO, ' +
          'навсегда.',
      },
    },
  },
} satisfies Meta<typeof SubscriptionSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: subscriptionMessages.proConnected });
    await expect(dialog).toHaveAccessibleDescription('PRO на 12 месяцев, доступ до 15.09.2027');
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...PLAN_FEATURES.pro]);
    await userEvent.click(within(dialog).getByRole('link', { name: subscriptionMessages.goToIdeas }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/ideas', { kind: 'page' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Lifetime: Story = {
  tags: ['lifetime'],
  args: { kind: 'lifetime', planDescription: undefined, expiresAt: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.lifetimeUpgradeSuccess });
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...PLAN_FEATURES.lifetime]);
    // The header's close icon and the footer's button share the name; the footer's comes last.
    const closeButtons = within(dialog).getAllByRole('button', { name: MESSAGES.close });
    await expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[1]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = {
  tags: ['lifetime', 'mobile'],
  args: { kind: 'lifetime' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await settled(await screen.findByRole('dialog'));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const link = within(dialog).getByRole('link', { name: subscriptionMessages.goToIdeas });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
