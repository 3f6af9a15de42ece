import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContentArticle } from '../../../src/screens/content';
import { lockedDetails, newsDetails, reviewDetails } from '../../fixtures/content';
import { MESSAGES } from '../../../src/domain';
import * as contentMessages from '../../../src/screens/content/messages';

const meta = {
  title: 'Экраны/Content/ContentArticle',
  component: ContentArticle,
  args: { entry: reviewDetails, back: { href: '/reviews', label: 'Все обзоры' }, onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Материал редакции (/news/{slug}, /reviews/{slug}): тип и дата, заголовок, анонс, обложка, текст (HTML, ' +
          'который сервер получил из Markdown без сырого HTML и опасных ссылок), затем идеи и акции материала со ' +
          'ссылками на их страницы. PRO-материал для читателя без PRO показывает анонс и предложение PRO. Пропсы: ' +
          '`entry` (ответ `GET /api/content/{slug}`), `back`, `plansHref`, `onNavigate`.',
      },
    },
  },
} satisfies Meta<typeof ContentArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WeeklyReview: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: reviewDetails.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Новые идеи недели' })).toBeVisible();
    const ideas = canvas.getByRole('region', { name: contentMessages.ideasInArticle });
    await expect(ideas.querySelector('a[href="/ideas/298"]')).toHaveTextContent('Газпром: восстановление экспорта');
    await expect(canvas.getByRole('link', { name: 'SBER · Сбербанк' })).toHaveAttribute('href', '/stocks/SBER');
    await userEvent.click(canvas.getByRole('link', { name: '← Все обзоры' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/reviews');
    await expect(canvas.getByRole('link', { name: 'Мосбиржа' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const News: Story = {
  args: { entry: newsDetails, back: { href: '/news', label: 'Все новости' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Новость сервиса')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: contentMessages.ideasInArticle })).toBeNull();
  },
};

export const LockedForFree: Story = {
  tags: ['free'],
  args: { entry: lockedDetails },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Полный текст доступен в PRO/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.becomePro })).toHaveAttribute('href', '/subscription/plans');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Новые идеи недели' })).toBeNull();
    await expect(canvas.getByText(lockedDetails.lead)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing wider than the phone's screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
