import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Preloader } from '../../src/components/Preloader';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/Preloader',
  component: Preloader,
  args: { visible: true },
  parameters: {
    docs: {
      description: {
        component:
          'Полноэкранный прелоадер со спиннером, который плавно исчезает. Пока `visible` — закрывает страницу и ' +
          'сообщает «Загрузка…»; при `visible={false}` растворяется, после чего не перехватывает нажатия и скрыт от ' +
          'экранного диктора (`data-state="visible|hidden"`). При `prefers-reduced-motion` исчезает сразу. ' +
          '`fullPage={false}` закрывает только область (например, загружаемые настройки высотой до 500 px).',
      },
    },
  },
} satisfies Meta<typeof Preloader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async () => {
    const status = screen.getByRole('status');
    await expect(status).toHaveTextContent(componentMessages.loading);
    const root = status.closest('[data-state]')!;
    await expect(root).toHaveAttribute('data-state', 'visible');
    const rect = root.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
  },
};

/** The app finished loading: the preloader fades out and then lets clicks through. */
export const FadingOut: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setVisible(false)}>
          Загрузка завершена
        </button>
        <Preloader {...args} visible={visible} data-testid="preloader" />
      </>
    );
  },
  play: async () => {
    const root = screen.getByTestId('preloader');
    // The preloader covers the button, so the app (not the user) finishes loading here.
    screen.getByRole('button', { name: 'Загрузка завершена', hidden: true }).click();
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'hidden'));
    await expect(screen.queryByRole('status')).toBeNull();
    // Mid-fade: opacity is on its way down, the element is still painted.
    await waitFor(() => expect(Number(getComputedStyle(root).opacity)).toBeLessThan(1));
    await waitFor(() => expect(getComputedStyle(root).visibility).toBe('hidden'), { timeout: 2000 });
    await expect(getComputedStyle(root).opacity).toBe('0');
    await expect(getComputedStyle(root).pointerEvents).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Загрузка завершена' }));
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.querySelector('[data-state]')!;
    await expect(root).toHaveAttribute('data-state', 'hidden');
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(screen.queryByRole('status')).toBeNull();
  },
};

export const InArea: Story = {
  args: { fullPage: false },
  render: (args) => (
    <section
      aria-label="Настройки приложения"
      style={{ position: 'relative', height: 240, maxHeight: 500, border: '1px solid' }}
    >
      <Preloader {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole('region', { name: 'Настройки приложения' });
    const root = canvas.getByRole('status').closest('[data-state]')!;
    const a = area.getBoundingClientRect();
    const r = root.getBoundingClientRect();
    await expect(Math.round(r.height)).toBe(Math.round(a.height - 2));
    await expect(r.width).toBeLessThan(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const root = screen.getByRole('status').closest('[data-state]')!;
    await expect(root.getBoundingClientRect().width).toBe(375);
  },
};
