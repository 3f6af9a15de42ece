import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Dialog, DialogClose, dialogSizes } from '../../src/components/Dialog';
import { Drawer } from '../../src/components/Drawer';
import { DropdownMenu, DropdownMenuItem } from '../../src/components/DropdownMenu';
import { TextField } from '../../src/components/TextField';
import { Tooltip } from '../../src/components/Tooltip';
import {
  expectFillsViewport,
  expectFocusTrapped,
  expectPageLocked,
  expectPageRestored,
  settled,
} from '../support/overlays';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/Dialog',
  component: Dialog,
  args: {
    title: 'Удалить идею из портфеля?',
    description: 'Идея «Сбербанк: рост на 20%» исчезнет из вашего портфеля.',
    trigger: <Button variant="secondary">Удалить идею</Button>,
    onOpenChange: fn(),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Отмена</Button>
        </DialogClose>
        <Button variant="danger">Удалить</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Модальное окно на нативном элементе `<dialog>` (`showModal()`: окно в верхнем слое, остальная страница ' +
          'недоступна) по шаблону WAI-ARIA: при открытии фокус переходит внутрь и не выходит за его пределы (Tab ' +
          'зациклен), Esc и щелчок по подложке закрывают, фокус возвращается на кнопку-триггер, ' +
          'прокрутка страницы заблокирована и восстанавливается после закрытия. `dismissible={false}` не даёт ' +
          'закрыть окно во время сохранения. `returnFocusRef` — куда вернуть фокус, если окно открыто из пункта ' +
          'меню. `inline` рендерит окно без портала (и на сервере). Меню и подсказки, открытые внутри окна, ' +
          'выводятся в само окно (страница вокруг недоступна); Esc в таком меню закрывает только меню.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Удалить идею' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить идею из портфеля?' });
    await expect(dialog).toHaveAccessibleDescription('Идея «Сбербанк: рост на 20%» исчезнет из вашего портфеля.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expectPageLocked();
    await expectFocusTrapped(dialog);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageRestored();
  },
};

export const CloseButtons: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Удалить идею' });

    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: componentMessages.close });
    const box = close.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageRestored();

    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectPageRestored();

    // A click on the backdrop (outside the panel) dismisses too: the browser gives the ::backdrop's
    // events to its <dialog>, at the point clicked.
    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectPageRestored();
  },
};

/** While a save is in flight the dialog cannot be dismissed by Esc or an outside click. */
export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    hideCloseButton: true,
    title: 'Сохраняем…',
    description: undefined,
    trigger: undefined,
    footer: (
      <Button loading loadingText="Сохраняем...">
        Сохранить
      </Button>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Сохраняем…' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: componentMessages.close })).toBeNull();
  },
};

export const WithForm: Story = {
  args: {
    title: 'Заявка',
    description: undefined,
    trigger: <Button>Оставить заявку</Button>,
    children: (
      <form id="application" style={{ display: 'grid', gap: 12 }}>
        <TextField label="Имя" name="name" required />
        <TextField label="Email" name="email" type="email" required />
      </form>
    ),
    footer: (
      <Button type="submit" form="application">
        Отправить
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Оставить заявку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заявка' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expectPageLocked();
    await expectFocusTrapped(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Оставить заявку' })).toHaveFocus());
    await expectPageRestored();
  },
};

/** Opened from outside (no trigger): the initial focus goes where the caller says. */
export const InitialFocus: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const field = useRef<HTMLInputElement>(null);
    const opener = useRef<HTMLButtonElement>(null);
    return (
      <>
        <Button ref={opener} onClick={() => setOpen(true)}>
          Ввести промокод
        </Button>
        <Dialog
          {...args}
          trigger={undefined}
          open={open}
          onOpenChange={setOpen}
          title="Промокод"
          description={undefined}
          initialFocusRef={field}
          returnFocusRef={opener}
          footer={undefined}
        >
          <TextField ref={field} label="Код" name="code" />
        </Dialog>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ввести промокод' }));
    const dialog = await screen.findByRole('dialog', { name: 'Промокод' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Код' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ввести промокод' })).toHaveFocus());
    await expectPageRestored();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Публичная оферта',
    description: undefined,
    children: (
      <div>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Пункт {i + 1}. Условия оказания услуг сервиса Инвестрадар.</p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await settled(await screen.findByRole('dialog', { name: 'Публичная оферта' }));
    const rect = dialog.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    // The panel scrolls with a sticky header: every control sits inside the scroller, so keyboard
    // users scroll it from any focused control, and the close button stays in view.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const close = within(dialog).getByRole('button', { name: componentMessages.close });
    dialog.scrollTop = dialog.scrollHeight;
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    const closeBox = close.getBoundingClientRect();
    await expect(closeBox.top).toBeGreaterThanOrEqual(rect.top);
    await expect(closeBox.bottom).toBeLessThanOrEqual(rect.bottom);
  },
};

export const Sizes: Story = {
  args: { trigger: undefined, defaultOpen: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {dialogSizes.map((size) => (
        <Dialog
          key={size}
          {...args}
          size={size}
          title={`Размер ${size}`}
          trigger={<Button variant="secondary">{size}</Button>}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: size }));
      const dialog = await screen.findByRole('dialog', { name: `Размер ${size}` });
      await expect(dialog).toHaveAttribute('data-size', size);
      widths.push((await settled(dialog)).getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
    await expectPageRestored();
  },
};

export const MobileFullscreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    size: 'fullscreen',
    defaultOpen: true,
    title: 'Идея: Сбербанк',
    description: undefined,
    children: <p>Потенциал роста 20%.</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Идея: Сбербанк' });
    await expect(window.innerWidth).toBe(375);
    await expectFillsViewport(dialog);
    await expectPageLocked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await settled(await screen.findByRole('dialog'));
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(375);
    // On phones the actions stack and stretch to the dialog width.
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' }).getBoundingClientRect();
    const remove = within(dialog).getByRole('button', { name: 'Удалить' }).getBoundingClientRect();
    await expect(remove.bottom).toBeLessThanOrEqual(cancel.top);
  },
};

/** Not portalled: renders where it is declared (and on the server). Still a modal dialog. */
export const Inline: Story = {
  args: { inline: true, defaultOpen: true, trigger: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Удалить идею из портфеля?' });
    await expect(canvasElement.contains(dialog)).toBe(true);
    // Rendered with the open attribute (so it is in server HTML too), then made modal: the page is inert.
    await expect(dialog.matches(':modal')).toBe(true);
    await expectPageLocked();
    await expectFocusTrapped(dialog);
  },
};

/** A dialog opened from a drawer: closing it leaves the drawer open and the page locked until the last one closes. */
export const Nested: Story = {
  args: { trigger: undefined, description: undefined, footer: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Drawer title="Меню" trigger={<Button variant="ghost">Меню</Button>}>
        <Button onClick={() => setOpen(true)}>Удалить идею</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </Drawer>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Меню' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    const opener = within(drawer).getByRole('button', { name: 'Удалить идею' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить идею из портфеля?' });
    await expectFocusTrapped(dialog);

    // Esc closes the top one only; the page stays locked under the drawer.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(drawer).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await expectPageLocked();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageRestored();
  },
};

const onMenuSelect = fn();

/**
 * A menu and a tooltip opened inside the dialog are portalled into it: the page outside a modal
 * <dialog> is inert, so in <body> they could be seen but not used. Esc in the menu closes the menu only.
 */
export const WithMenuAndTooltip: Story = {
  args: {
    trigger: <Button variant="secondary">Идея</Button>,
    title: 'Сбербанк: рост на 20%',
    description: undefined,
    footer: undefined,
    children: (
      <div style={{ display: 'flex', gap: 8 }}>
        <DropdownMenu trigger={<Button variant="secondary">Действия</Button>}>
          <DropdownMenuItem onSelect={() => onMenuSelect('edit')}>Изменить</DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => onMenuSelect('delete')}>
            Удалить
          </DropdownMenuItem>
        </DropdownMenu>
        <Tooltip content="Цель по цене через 12 месяцев" delayDuration={0}>
          <Button variant="ghost">Потенциал</Button>
        </Tooltip>
      </div>
    ),
  },
  beforeEach: () => {
    onMenuSelect.mockClear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Идея' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сбербанк: рост на 20%' });

    // A pointer: the menu opens inside the dialog and its item is chosen (an inert one could not be).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Действия' }));
    const menu = await screen.findByRole('menu');
    await expect(dialog).toContainElement(menu);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Изменить' }));
    await expect(onMenuSelect).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Действия' })).toHaveFocus());

    // The keyboard: Esc in the menu closes the menu and leaves the dialog open, focus on the menu's button.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('menu');
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Действия' })).toHaveFocus());
    await expectPageLocked();

    // The tooltip is shown inside the dialog too, so a screen reader inside the modal reads it.
    await userEvent.hover(within(dialog).getByRole('button', { name: 'Потенциал' }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(dialog).toContainElement(tooltip);
    await expect(tooltip).toHaveTextContent('Цель по цене через 12 месяцев');
    // Esc hides the tooltip first (its own layer), the dialog stays. (No unhover: it moves the pointer onto
    // <body>, which a modal dialog leaves without pointer events.)
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(dialog).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Идея' })).toHaveFocus());
    await expectPageRestored();
  },
};
