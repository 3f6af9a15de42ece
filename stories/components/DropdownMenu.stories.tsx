import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Dialog, DialogClose } from '../../src/components/Dialog';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  dropdownMenuAligns,
} from '../../src/components/DropdownMenu';
import { expectFocusTrapped, expectPageLocked, expectPageRestored, settled } from '../support/overlays';

const onSelect = fn();

const meta = {
  title: 'Примитивы/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="ghost">Иван Петров</Button>,
    children: (
      <>
        <DropdownMenuLabel>Иван Петров</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="/account/profile">Профиль</a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('settings')}>Настройки</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('bets')}>Мои ставки</DropdownMenuItem>
        <DropdownMenuItem disabled>Партнёрам</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => onSelect('logout')}>
          Выйти
        </DropdownMenuItem>
      </>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: dropdownMenuAligns } },
  beforeEach: () => {
    onSelect.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Выпадающее меню по шаблону «кнопка меню» (Radix DropdownMenu): стрелки переходят по пунктам, Enter ' +
          'выбирает, Esc закрывает и возвращает фокус на кнопку. Меню по умолчанию немодальное (`modal={false}`): ' +
          'так открытие диалога из пункта меню не оставляет страницу с `pointer-events: none`. Пример: меню ' +
          'аккаунта, подменю «Инсайдерский радар».',
      },
    },
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Иван Петров' })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(canvas.getByRole('button', { name: 'Иван Петров' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Иван Петров' }));
    const menu = await screen.findByRole('menu');
    // The menu's code loads on first use: the real trigger has replaced the first one's element.
    const trigger = canvas.getByRole('button', { name: 'Иван Петров' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute('href', '/account/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Партнёрам' })).toHaveAttribute('data-disabled');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Мои ставки' }));
    await expect(onSelect).toHaveBeenCalledWith('bets');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.body.style.pointerEvents).toBe('');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    // Read each time: the first press loads the menu, whose trigger replaces the first element (focus kept).
    const trigger = () => canvas.getByRole('button', { name: 'Иван Петров' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Настройки' })).toHaveFocus();
    // Disabled items are skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithSubmenu: Story = {
  args: {
    trigger: <Button variant="ghost">Разделы</Button>,
    children: (
      <>
        <DropdownMenuItem onSelect={() => onSelect('ideas')}>Идеи</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('rating')}>Рейтинг</DropdownMenuItem>
        <DropdownMenuSub label="Инсайдерский радар">
          <DropdownMenuItem onSelect={() => onSelect('deals')}>Сделки</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onSelect('buybacks')}>Байбэки</DropdownMenuItem>
        </DropdownMenuSub>
      </>
    ),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Разделы' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const sub = screen.getByRole('menuitem', { name: 'Инсайдерский радар' });
    await expect(sub).toHaveFocus();
    await expect(sub).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Сделки' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('buybacks');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/**
 * The classic Radix trap: a Dialog opened from a menu item. The menu is non-modal, the dialog is
 * opened from onSelect and returns focus to the menu trigger; the page is usable after close.
 */
export const OpensDialog: Story = {
  render: function Render() {
    const [confirmOpen, setConfirmOpen] = useState(false);
    const triggerRef = useRef<HTMLButtonElement>(null);
    return (
      <>
        <DropdownMenu
          trigger={
            <Button ref={triggerRef} variant="secondary">
              Действия с идеей
            </Button>
          }
        >
          <DropdownMenuItem onSelect={() => onSelect('open')}>Открыть идею</DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setConfirmOpen(true)}>
            Удалить из портфеля
          </DropdownMenuItem>
        </DropdownMenu>
        <Dialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          returnFocusRef={triggerRef}
          title="Удалить идею из портфеля?"
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Отмена</Button>
              </DialogClose>
              <Button variant="danger" onClick={() => setConfirmOpen(false)}>
                Удалить
              </Button>
            </>
          }
        />
        <button type="button" onClick={() => onSelect('page')}>
          Кнопка на странице
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const trigger = () => canvas.getByRole('button', { name: 'Действия с идеей' });
    for (const closeWith of ['Escape', 'Отмена', 'Удалить'] as const) {
      await userEvent.click(trigger());
      const menu = await screen.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Удалить из портфеля' }));
      const dialog = await screen.findByRole('dialog', { name: 'Удалить идею из портфеля?' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expectPageLocked();
      await expectFocusTrapped(dialog);

      if (closeWith === 'Escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(within(dialog).getByRole('button', { name: closeWith }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger()).toHaveFocus());
      await expectPageRestored();
      await expect(document.body.style.pointerEvents).toBe('');
    }
    // The page still takes clicks.
    await userEvent.click(canvas.getByRole('button', { name: 'Кнопка на странице' }));
    await expect(onSelect).toHaveBeenLastCalledWith('page');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { align: 'end' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Иван Петров' }));
    const menu = await settled(await screen.findByRole('menu'));
    const rect = menu.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(375);
    for (const item of within(menu).getAllByRole('menuitem')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.keyboard('{Escape}');
  },
};
