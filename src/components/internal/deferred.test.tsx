import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Ui from '../index';

// Each test starts with the deferred parts not loaded yet, as on a fresh page.
let ui: typeof Ui;
beforeEach(async () => {
  vi.resetModules();
  ui = await import('../index');
});

function Menu() {
  const { Button, DropdownMenu, DropdownMenuItem } = ui;
  return (
    <DropdownMenu trigger={<Button variant="ghost">Иван Петров</Button>}>
      <DropdownMenuItem>Профиль</DropdownMenuItem>
      <DropdownMenuItem>Выйти</DropdownMenuItem>
    </DropdownMenu>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('DropdownMenu before its Radix part is loaded', () => {
  it('renders the trigger alone with a closed menu button’s ARIA state', () => {
    render(<Menu />);
    expect(trigger('Иван Петров').getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger('Иван Петров').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Иван Петров').getAttribute('data-state')).toBe('closed');
    expect(trigger('Иван Петров').hasAttribute('id')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each(['{Enter}', '{ArrowDown}', ' '])(
    'opens on the first %s and puts the focus on the first item',
    async (key) => {
      const user = userEvent.setup();
      render(<Menu />);
      trigger('Иван Петров').focus();
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      expect(menu.isConnected).toBe(true);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Профиль' })));
      expect(trigger('Иван Петров').getAttribute('aria-expanded')).toBe('true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      // Back on the real trigger, which took the stand-in's place and focus.
      expect(document.activeElement).toBe(trigger('Иван Петров'));
      expect(trigger('Иван Петров').hasAttribute('id')).toBe(true);
    },
  );

  it('opens on the first press of the pointer', async () => {
    // No hover first: the press itself finds the menu not loaded (a hover would start the load).
    const user = userEvent.setup({ skipHover: true });
    render(<Menu />);
    await user.click(trigger('Иван Петров'));
    expect((await screen.findByRole('menu')).isConnected).toBe(true);
    expect(trigger('Иван Петров').getAttribute('data-state')).toBe('open');
  });

  it('keeps the focus of a trigger that was focused while the part loaded (Tab, no press)', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    expect(document.activeElement).toBe(trigger('Иван Петров'));
    await waitFor(() => expect(trigger('Иван Петров').hasAttribute('id')).toBe(true));
    expect(document.activeElement).toBe(trigger('Иван Петров'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens when its owner opens it before the part is there', async () => {
    const { DropdownMenu, DropdownMenuItem } = ui;
    render(
      <DropdownMenu defaultOpen trigger={<button type="button">Разделы</button>}>
        <DropdownMenuItem>Идеи</DropdownMenuItem>
      </DropdownMenu>,
    );
    expect((await screen.findByRole('menuitem', { name: 'Идеи' })).isConnected).toBe(true);
  });
});

describe('Dialog before its overlay part is loaded', () => {
  function WithTrigger({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
    const { Button, Dialog, DialogClose } = ui;
    return (
      <Dialog
        title="Удалить идею?"
        onOpenChange={onOpenChange}
        trigger={<Button>Удалить идею</Button>}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Отмена</Button>
          </DialogClose>
        }
      />
    );
  }

  it('renders only its trigger, with a closed dialog trigger’s ARIA state', () => {
    render(<WithTrigger />);
    expect(trigger('Удалить идею').getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger('Удалить идею').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Удалить идею').hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the first click, keeps the same trigger element and gives it the focus back on close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<WithTrigger onOpenChange={onOpenChange} />);
    const button = trigger('Удалить идею');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить идею?' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    // The same element throughout: the trigger is the Dialog's own, so nothing replaced it.
    expect(trigger('Удалить идею')).toBe(button);
  });

  it('opens on the first Enter from the keyboard', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    trigger('Удалить идею').focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Удалить идею?' })).isConnected).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger('Удалить идею'));
  });

  it('opens when controlled without a trigger and returns the focus where asked', async () => {
    const { Dialog } = ui;
    function Controlled() {
      const [open, setOpen] = useState(false);
      const back = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={back} onClick={() => setOpen(true)}>
            Действия
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Подтверждение" returnFocusRef={back} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(trigger('Действия'));
    expect((await screen.findByRole('dialog', { name: 'Подтверждение' })).isConnected).toBe(true);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger('Действия'));
  });
});
