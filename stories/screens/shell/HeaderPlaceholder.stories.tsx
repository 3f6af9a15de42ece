import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header, HeaderPlaceholder } from '../../../src/screens/shell';
import { free } from '../../fixtures/accounts';

const meta = {
  title: 'Экраны/Shell/HeaderPlaceholder',
  component: HeaderPlaceholder,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Шапка с одним логотипом, того же размера, что и полная Header: приложение показывает ее, пока ' +
          'загружаются аккаунт и код полной шапки, — вошедший пользователь не увидит мелькнувших кнопок гостя, а ' +
          'страница под шапкой не сдвинется. Пропсы: `onNavigate` — переход на главную внутри приложения. ' +
          'Состояния: компьютер, телефон (только знак логотипа).',
      },
    },
  },
} satisfies Meta<typeof HeaderPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Компьютер: той же высоты, что и Header',
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <>
      <HeaderPlaceholder {...args} />
      {/* The full header for comparison, in a section so that the page keeps one banner landmark. */}
      <section aria-label="Полная шапка для сравнения">
        <Header user={free} currentPath="/ideas" csrfToken="token" />
      </section>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    // Testing Library takes every <header> for a banner; the page's own is the first.
    const [placeholder, header] = canvasElement.querySelectorAll('header');
    await expect(placeholder!.getBoundingClientRect().height).toBe(header!.getBoundingClientRect().height);
    const home = within(placeholder!).getByRole('link', { name: 'Инвестрадар — на главную' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const Mobile: Story = {
  name: 'Телефон',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The product name is for screen readers only on phones, as in the full header.
    const home = canvas.getByRole('link', { name: 'Инвестрадар — на главную' });
    await expect(home.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
