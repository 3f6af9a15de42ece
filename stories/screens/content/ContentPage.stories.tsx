import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentPage } from '../../../src/screens/content';
import { faqHtml } from '../../fixtures/content';

const meta = {
  title: 'Экраны/Content/ContentPage',
  component: ContentPage,
  args: { title: 'Частые вопросы', lead: 'Коротко о том, как устроен Инвестрадар.', html: faqHtml },
  parameters: {
    docs: {
      description: {
        component:
          'Публичная страница, весь текст которой ведет редакция (/faq): заголовок, анонс и текст (HTML, который ' +
          'сервер получил из Markdown). Пропсы: `title`, `lead`, `html`.',
      },
    },
  },
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Частые вопросы' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Откуда берутся идеи?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@investradar.ru' })).toHaveAttribute(
      'href',
      'mailto:support@investradar.ru',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
