import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { MESSAGES } from '../../../src/domain';
import { PrizeMessage } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import { merchPrizeImage, subscriptionPrizeImage } from './fixtures';

const meta = {
  title: 'Диалоги/PrizeMessage',
  component: PrizeMessage,
  args: {
    image: { src: merchPrizeImage, alt: 'Худи с логотипом Инвестрадара' },
    title: MESSAGES.prizeMerchFinish,
    description: MESSAGES.prizeMerchFinishDescription,
    primaryAction: { label: 'Перейти к призам', onClick: fn() },
    secondaryAction: { label: MESSAGES.close, onClick: fn() },
    trigger: <Button variant="secondary">Обменять монеты</Button>,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Сообщение с картинкой для сценариев призов (docs/product/screens.md, docs/product/flows.md): изображение, заголовок, описание, основная и необязательная второстепенная кнопки. ' +
          'Кнопка может быть действием (`onClick`) или ссылкой (`href`, переход внутри приложения через `onNavigate`); любая кнопка сначала закрывает окно. ' +
          'Свойства: `image` ({ src, alt }), `title`, `description`, `primaryAction`, `secondaryAction`, `onNavigate`, `open`/`onOpenChange`/`trigger`. Состояния: две кнопки, одна кнопка.',
      },
    },
  },
} satisfies Meta<typeof PrizeMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['pro'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Обменять монеты' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.prizeMerchFinish });
    await expectPageLocked();
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Худи с логотипом Инвестрадара' })).toBeVisible(),
    );
    await expect(dialog).toHaveTextContent(MESSAGES.prizeMerchFinishDescription);
    // The close icon, the secondary 'Закрыть' and the primary action.
    await expect(within(dialog).getAllByRole('button', { name: MESSAGES.close })).toHaveLength(2);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к призам' }));
    await expect(args.primaryAction.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedAndRestored(trigger);
  },
};

export const OneButton: Story = {
  tags: ['free'],
  args: {
    image: { src: subscriptionPrizeImage },
    title: MESSAGES.notEnoughCoins,
    description: MESSAGES.notEnoughCoinsDescription,
    primaryAction: { label: MESSAGES.prizeUnderstood, onClick: fn() },
    secondaryAction: undefined,
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Обменять монеты' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.notEnoughCoins });
    // The decorative picture is hidden from assistive technology.
    await expect(within(dialog).queryByRole('img')).toBeNull();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.prizeUnderstood }));
    await expect(args.primaryAction.onClick).toHaveBeenCalledTimes(1);
    await expectClosedAndRestored(trigger);
  },
};

export const ProOnlyWithLink: Story = {
  tags: ['free'],
  args: {
    image: { src: subscriptionPrizeImage },
    title: MESSAGES.prizeProOnly,
    description: MESSAGES.prizeProOnlyDescription,
    primaryAction: { label: MESSAGES.becomePro, href: '/subscription/plans' },
    secondaryAction: { label: MESSAGES.close },
    onNavigate: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Обменять монеты' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.prizeProOnly });
    const becomePro = within(dialog).getByRole('link', { name: MESSAGES.becomePro });
    await expect(becomePro).toHaveAttribute('href', '/subscription/plans');
    await userEvent.click(becomePro);
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
