import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../../src/components/Pagination';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Постраничная навигация: «Предыдущая страница», номера страниц с многоточиями, «Следующая страница». ' +
          'Текущая страница отмечена `aria-current="page"`, крайние стрелки отключены. `getHref` делает номера ' +
          'настоящими ссылками (`?page=N`). Для одной страницы ничего не выводится. Кнопки не меньше 24×24 px.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Controlled: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: componentMessages.pages });
    await expect(within(nav).getByRole('button', { name: componentMessages.previousPage })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    for (const button of within(nav).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.click(within(nav).getByRole('button', { name: 'Страница 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(within(nav).getByRole('button', { name: 'Страница 5' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Страница 4' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Страница 6' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: componentMessages.nextPage }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(within(nav).getByRole('button', { name: 'Страница 10' }));
    await expect(within(nav).getByRole('button', { name: componentMessages.nextPage })).toBeDisabled();
    // Keyboard: Tab reaches the page buttons, Enter activates.
    within(nav).getByRole('button', { name: 'Страница 9' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('button', { name: /^Страница/ })).toHaveLength(3);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const AsLinks: Story = {
  args: {
    page: 3,
    pageCount: 12,
    getHref: (page: number) => `/account/purchases?page=${page}`,
    'aria-label': 'Страницы покупок',
  },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Страницы покупок' });
    await expect(within(nav).getByRole('link', { name: 'Страница 4' })).toHaveAttribute(
      'href',
      '/account/purchases?page=4',
    );
    await expect(within(nav).getByRole('link', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: componentMessages.nextPage }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { page: 50, pageCount: 120 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const list = nav.querySelector('ul')!;
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    // Every control sits on one row at 375px.
    const tops = new Set(
      within(nav)
        .getAllByRole('button')
        .map((b) => Math.round(b.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
  },
};
