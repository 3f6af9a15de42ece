import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../../src/components';
import { BusyDialog } from '../../../src/screens/shared/BusyDialog';

const meta = {
  title: 'Экраны/Shared/BusyDialog',
  component: BusyDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Удалить идею из портфеля?',
    busy: false,
    cancelLabel: 'Отмена',
    action: <Button variant="danger">Удалить</Button>,
    children: <p>Идея «Сбербанк: рост на дивидендах» больше не будет в портфеле.</p>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Небольшой диалог с одним действием (ставка, адрес доставки, удаление идеи из портфеля): внизу ' +
          '«Отмена» и действие. Пока действие выполняется (`busy`), диалог не закрывается: нет крестика, ' +
          '«Отмена» недоступна, Esc и щелчок по фону не действуют.',
      },
    },
  },
} satisfies Meta<typeof BusyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Удалить идею из портфеля?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Удалить идею из портфеля?' });
    await expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: /Закрыть/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
