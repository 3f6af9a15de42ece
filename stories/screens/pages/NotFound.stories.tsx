import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound } from '../../../src/screens/pages';
import { MESSAGES } from '../../../src/domain';
import * as notFoundMessages from '../../../src/screens/pages/NotFound/messages';

const meta = {
  title: 'Экраны/Pages/NotFound',
  component: NotFound,
  args: { homeHref: '/', onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Страница 404 (/404): сюда приложение ведет при любом ответе HTTP 404. Заголовок «Страница не найдена» из ' +
          'домена, подсказка и ссылки на основные разделы. Пропсы: `homeHref` — адрес главной, `onNavigate(href)` — ' +
          'навигация внутри приложения (без него ссылки открывают страницу целиком). Состояния: по умолчанию, ' +
          'мобильная ширина.',
      },
    },
  },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeVisible();
    const ideas = canvas.getByRole('link', { name: notFoundMessages.ideasSection });
    await expect(ideas).toHaveAttribute('href', '/ideas');
    await userEvent.click(ideas);
    await expect(args.onNavigate).toHaveBeenCalledWith('/ideas');
    await userEvent.click(canvas.getByRole('link', { name: notFoundMessages.toHome }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    // Stacked in one column at 375px: every section link starts at the same x.
    const lefts = new Set(links.slice(0, 4).map((link) => Math.round(link.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
