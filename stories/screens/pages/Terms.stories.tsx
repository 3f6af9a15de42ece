import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Terms } from '../../../src/screens/pages';
import { termsHtml } from '../../fixtures/content';
import { termsRequisites } from '../../fixtures/plans';
import { fitsPhoneScreen } from '../../support/viewport';
import * as termsMessages from '../../../src/screens/pages/Terms/messages';

const meta = {
  title: 'Экраны/Pages/Terms',
  component: Terms,
  args: { requisites: termsRequisites, effectiveDate: '2026-09-01', siteUrl: 'https://investradar.ru' },
  parameters: {
    docs: {
      description: {
        component:
          'Публичная оферта (/terms): нумерованные разделы с оглавлением-якорями, условия оплаты, автопродления и ' +
          'отмены подписки, монеты и призы, ограничение ответственности, персональные данные и реквизиты ' +
          'исполнителя. Пропсы: `requisites` (название, ИНН, ОГРН, адрес, почта), `effectiveDate` — дата вступления ' +
          'редакции в силу, `siteUrl` — адрес сервиса. Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof Terms>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: termsMessages.publicOffer })).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: termsMessages.offerContents });
    const first = toc.querySelector('a');
    const target = document.getElementById((first?.getAttribute('href') ?? '#missing').slice(1));
    // Every table-of-contents entry points at an existing section.
    await expect(target?.querySelector('h2')).toHaveTextContent('1. Общие положения');
    await expect(canvas.getByText(termsRequisites.inn)).toBeVisible();
    await expect(canvas.getByText(/Редакция действует с/)).toHaveTextContent('1 сентября 2026');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };

/** The clauses as the editors keep them (the `terms` page text): no built-in table of contents. */
export const FromContent: Story = {
  args: { contentHtml: termsHtml },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Предмет оферты' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '«Тарифы»' })).toHaveAttribute('href', '/subscription/plans');
    await expect(canvas.queryByRole('navigation', { name: termsMessages.offerContents })).toBeNull();
    await expect(canvas.getByText(termsRequisites.inn)).toBeVisible();
  },
};
