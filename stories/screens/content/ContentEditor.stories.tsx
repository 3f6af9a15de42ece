import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONTENT_MESSAGES } from '../../../src/domain';
import { ContentEditor } from '../../../src/screens/content';
import { editorEntries } from '../../fixtures/content';
import { MESSAGES } from '../../../src/domain';
import * as contentMessages from '../../../src/screens/content/messages';

const meta = {
  title: 'Экраны/Content/ContentEditor',
  component: ContentEditor,
  args: {
    entries: editorEntries,
    selected: null,
    onSelect: fn(),
    onSave: fn(),
    onPreview: fn(),
    onPublish: fn(),
    onUnpublish: fn(),
    onDelete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Редактор материалов (/account/editor, роль «редактор»): список материалов со статусом и форма — тип, ' +
          'заголовок, адрес, анонс, текст в Markdown, тикеры, номера идей, обложка, дата, «Только для PRO». ' +
          'Действия: сохранить, предпросмотр, опубликовать / снять с публикации, удалить (с подтверждением). ' +
          'Проверяет сервер; его сообщения показываются под полями. Пропсы: `entries`, `selected`, `onSelect`, ' +
          '`errors`, `busy`, `notice`, `previewHtml`, `onSave`, `onPreview`, `onPublish`, `onUnpublish`, ' +
          '`onDelete`.',
      },
    },
  },
} satisfies Meta<typeof ContentEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewEntry: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: contentMessages.newArticle })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Заголовок/ }), 'Скринер акций');
    await userEvent.type(canvas.getByRole('textbox', { name: /Адрес/ }), 'screener');
    await userEvent.type(canvas.getByRole('textbox', { name: /Текст \(Markdown\)/ }), 'Скоро **скринер**.');
    await userEvent.type(canvas.getByRole('textbox', { name: contentMessages.tickers }), 'SBER, GAZP');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Только для PRO/ }));
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'news',
        slug: 'screener',
        title: 'Скринер акций',
        body: 'Скоро **скринер**.',
        tickers: ['SBER', 'GAZP'],
        pro_only: true,
        published_at: null,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.preview }));
    await expect(args.onPreview).toHaveBeenCalledTimes(1);
    // A new entry cannot be published or deleted before it is saved.
    await expect(canvas.queryByRole('button', { name: contentMessages.publish })).toBeNull();
    await expect(canvas.queryByRole('button', { name: contentMessages.deleteEntry })).toBeNull();
  },
};

export const EditingPublished: Story = {
  args: { selected: editorEntries[1]!, notice: CONTENT_MESSAGES.published },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CONTENT_MESSAGES.published);
    await expect(canvas.getByRole('textbox', { name: contentMessages.tickers })).toHaveValue('SBER, GAZP');
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.unpublish }));
    await expect(args.onUnpublish).toHaveBeenCalledTimes(1);
    // Deleting asks once more.
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.deleteEntry }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.deleteForever }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    const list = canvas.getByRole('navigation', { name: contentMessages.articles });
    await userEvent.click(within(list).getByRole('button', { name: /Скринер акций/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(80);
  },
};

export const ServerErrors: Story = {
  args: {
    selected: editorEntries[0]!,
    errors: {
      body: [CONTENT_MESSAGES.bodyHtml, CONTENT_MESSAGES.linkInvalid],
      slug: [CONTENT_MESSAGES.slugTaken],
      'tickers.1': [CONTENT_MESSAGES.tickersInvalid],
    },
  },
  play: async ({ canvas, args }) => {
    const body = canvas.getByRole('textbox', { name: /Текст \(Markdown\)/ });
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription(expect.stringContaining(CONTENT_MESSAGES.bodyHtml));
    await expect(canvas.getByText(CONTENT_MESSAGES.slugTaken)).toBeVisible();
    await expect(canvas.getByText(CONTENT_MESSAGES.tickersInvalid)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.publish }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

export const WithPreview: Story = {
  args: {
    selected: editorEntries[1]!,
    previewHtml: '<h2>Новые идеи недели</h2>\n<ul>\n<li><a href="/ideas/341">Сбербанк</a></li>\n</ul>\n',
  },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: contentMessages.preview });
    await expect(within(preview).getByRole('heading', { name: 'Новые идеи недели' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: { selected: editorEntries[1]!, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Сохраняем/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: contentMessages.unpublish })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { selected: editorEntries[1]! },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: MESSAGES.surveySave })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
