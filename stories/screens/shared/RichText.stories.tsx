import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from '../../../src/screens/shared/RichText';

const meta = {
  title: 'Экраны/Shared/RichText',
  component: RichText,
  args: {
    html:
      '<h2>Как читать радар инсайдеров</h2><p>Покупки на открытом рынке (код <strong>P</strong>) говорят больше, чем опционы и гранты.</p>' +
      '<ul><li>Кластер — три и больше инсайдера за 10 дней;</li><li>сделки по плану 10b5-1 отмечены отдельно.</li></ul>' +
      '<p>Подробнее — в <a href="/faq">ответах на вопросы</a>.</p>',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Текст новости, обзора или страницы, который API собрал из Markdown (без сырого HTML, только безопасные ' +
          'ссылки). Заголовки, абзацы, списки, ссылки и таблицы в стиле сайта. Проп `html` — только ответ API.',
      },
    },
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Как читать радар инсайдеров' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'ответах на вопросы' })).toHaveAttribute('href', '/faq');
  },
};
