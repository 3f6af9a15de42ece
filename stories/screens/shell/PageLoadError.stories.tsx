import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGES } from '../../../src/domain';
import { PageLoadError, pageLoadErrorSubjects } from '../../../src/screens/shell';
import * as shellMessages from '../../../src/screens/shell/messages';

const meta = {
  title: 'Экраны/Shell/PageLoadError',
  component: PageLoadError,
  args: { onRetry: fn() },
  argTypes: { subject: { control: 'inline-radio', options: pageLoadErrorSubjects } },
  parameters: {
    docs: {
      description: {
        component:
          'Данные страницы не прочитать совсем (сервер недоступен, нет сети): ошибка и «Повторить». Пропсы: ' +
          '`subject` — `account` (по умолчанию) или `page`, `onRetry`. Заголовок документа — ' +
          '`pageLoadErrorTitle(subject)`. Состояния: аккаунт, страница.',
      },
    },
  },
} satisfies Meta<typeof PageLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  name: 'Аккаунт не загрузился',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(shellMessages.accountLoadFailed)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.genericError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: shellMessages.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Page: Story = {
  name: 'Страница не загрузилась',
  args: { subject: 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shellMessages.pageLoadFailed)).toBeVisible();
  },
};
