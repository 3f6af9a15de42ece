import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading, pageLoadingSubjects } from '../../../src/screens/shell';
import * as shellMessages from '../../../src/screens/shell/messages';

const meta = {
  title: 'Экраны/Shell/PageLoading',
  component: PageLoading,
  argTypes: { subject: { control: 'inline-radio', options: pageLoadingSubjects } },
  parameters: {
    docs: {
      description: {
        component:
          'Страница, которую еще нельзя показать: крупный индикатор загрузки, подпись говорит, чего ждем. ' +
          'Пропсы: `subject` — `page` (код страницы), `account` (аккаунт, по умолчанию), `plan` (тариф оформления), ' +
          '`terms` (реквизиты оферты). Состояния: каждая подпись.',
      },
    },
  },
} satisfies Meta<typeof PageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  name: 'Аккаунт',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(shellMessages.loadingAccount);
  },
};

export const Page: Story = {
  name: 'Страница',
  args: { subject: 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(shellMessages.loadingPage);
  },
};

export const Plan: Story = {
  name: 'Тариф',
  args: { subject: 'plan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(shellMessages.loadingPlan);
  },
};

export const Terms: Story = {
  name: 'Оферта',
  args: { subject: 'terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(shellMessages.loadingTerms);
  },
};
