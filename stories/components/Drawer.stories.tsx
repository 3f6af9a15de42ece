import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Drawer, DrawerClose, drawerSides, drawerSizes } from '../../src/components/Drawer';
import { PasswordField } from '../../src/components/PasswordField';
import { TextField } from '../../src/components/TextField';
import { expectFocusTrapped, expectPageLocked, expectPageRestored, settled } from '../support/overlays';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/Drawer',
  component: Drawer,
  args: {
    title: 'Вход',
    trigger: <Button>Войти</Button>,
    onOpenChange: fn(),
    children: (
      <form id="login" style={{ display: 'grid', gap: 12 }}>
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <PasswordField label="Пароль" name="password" />
      </form>
    ),
    footer: (
      <>
        <DrawerClose asChild>
          <Button variant="secondary">Отмена</Button>
        </DrawerClose>
        <Button type="submit" form="login">
          Войти
        </Button>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    size: { control: 'inline-radio', options: drawerSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Выезжающая сбоку панель на нативном элементе `<dialog>`, как и Dialog, — это модальный диалог со всеми его ' +
          'гарантиями: фокус внутри и зациклен, Esc закрывает, фокус возвращается на триггер, прокрутка страницы ' +
          'заблокирована и восстанавливается. Используется для входа и регистрации и мобильного меню. На телефоне ' +
          'занимает всю ширину.',
      },
    },
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Войти' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Вход' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expectPageLocked();
    await expectFocusTrapped(drawer);
    await settled(drawer);
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageRestored();
  },
};

export const Left: Story = {
  args: {
    side: 'left',
    title: 'Меню',
    trigger: <Button variant="ghost">Меню</Button>,
    children: <p>Идеи, Рейтинг, Инсайдерский радар</p>,
    footer: undefined,
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Меню' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Меню' });
    await settled(drawer);
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0);
    await userEvent.click(within(drawer).getByRole('button', { name: componentMessages.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageRestored();
  },
};

export const Sizes: Story = {
  args: { trigger: undefined, footer: undefined, children: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {drawerSizes.map((size) => (
        <Drawer
          key={size}
          {...args}
          size={size}
          title={`Панель ${size}`}
          trigger={<Button variant="secondary">{size}</Button>}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of drawerSizes) {
      await userEvent.click(canvas.getByRole('button', { name: size }));
      const drawer = await screen.findByRole('dialog', { name: `Панель ${size}` });
      widths.push((await settled(drawer)).offsetWidth);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
    await expectPageRestored();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Вход' });
    await settled(drawer);
    await expect(drawer.offsetWidth).toBe(375);
    await expectPageLocked();
  },
};

/** While the login request is in flight the drawer stays open. */
export const Busy: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    footer: (
      <Button type="submit" form="login" loading loadingText="Входим...">
        Войти
      </Button>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Вход' });
    await userEvent.keyboard('{Escape}');
    await expect(drawer).toBeInTheDocument();
    await expect(within(drawer).getByRole('button', { name: /Входим/ })).toHaveAttribute('aria-busy', 'true');
  },
};
