import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from '../../../src/screens/shell';
import * as shellMessages from '../../../src/screens/shell/messages';

const meta = {
  title: 'Экраны/Shell/SkipLink',
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1}>
        <h1>Инвестиционные идеи</h1>
      </main>
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Первая остановка клавиатуры на странице: «Перейти к содержимому» — мимо шапки к основной области ' +
          '(`<main id="main">`). Спрятана за верхним краем, пока не получит фокус. Пропсы: `targetId` (по умолчанию ' +
          '`main`). Состояния: скрыта, в фокусе.',
      },
    },
  },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Focused: Story = {
  name: 'В фокусе по Tab',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: shellMessages.skipToContent });
    await expect(link).toHaveAttribute('href', '#main');
    // Out of view until focused…
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // …then in the top-left corner, at least a target's height.
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
