import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IDEAS_FILTER_DEFAULTS, type IdeasFilterState } from '../../../src/domain';
import { IdeasFilters } from '../../../src/screens/ideas';
import * as ideasMessages from '../../../src/screens/ideas/messages';
import { free, guest, pro } from '../../fixtures/accounts';
import { ideasFilterOptions } from '../../fixtures/ideas';

const meta = {
  title: 'Экраны/Ideas/IdeasFilters',
  component: IdeasFilters,
  args: {
    user: pro,
    value: IDEAS_FILTER_DEFAULTS,
    options: ideasFilterOptions,
    onChange: fn(),
    onPermissionRequired: fn(),
  },
  // Controlled, as the feed holds it: a change shows at once.
  render: function Render(args) {
    const [value, setValue] = useState<IdeasFilterState>(args.value);
    return (
      <IdeasFilters
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Панель фильтров ленты идей: статус, тип актива, ИИС, потенциальная доходность, брокер, горизонт, валюта ' +
          'и факторы роста, счетчик отличий от фильтров по умолчанию и «Сбросить». Закрытый фильтр помечен ' +
          '(«После регистрации» для гостя, «PRO» для бесплатного аккаунта); его изменение не применяется, а ' +
          'вызывает `onPermissionRequired` (спец. docs/product/flows.md). Состояния: PRO, Free, гость.',
      },
    },
  },
} satisfies Meta<typeof IdeasFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(ideasMessages.defaultFilters)).toBeVisible();
    await expect(canvas.getByRole('button', { name: ideasMessages.reset })).toBeDisabled();
    const assets = canvas.getByRole('radiogroup', { name: 'Тип актива' });
    await userEvent.click(within(assets).getByRole('radio', { name: 'Облигации' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ asset: 'bonds' }));
    await expect(canvas.getByText(ideasMessages.filtersChanged(1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ideasMessages.reset }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ asset: IDEAS_FILTER_DEFAULTS.asset }),
    );
    await expect(args.onPermissionRequired).not.toHaveBeenCalled();
  },
};

export const Free: Story = {
  tags: ['free'],
  args: { user: free },
  play: async ({ canvas, args }) => {
    // The currency filter is PRO: choosing one asks for PRO and changes nothing.
    const currency = canvas.getByRole('group', { name: /Валюта/ });
    await expect(within(currency).getByText('PRO')).toBeVisible();
    await userEvent.click(within(currency).getAllByRole('checkbox')[0]!);
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      { kind: 'permissionDialog', type: 'ii.filters.idea.currency' },
      'ii.filters.idea.currency',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText(ideasMessages.defaultFilters)).toBeVisible();
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas, args }) => {
    const assets = canvas.getByRole('radiogroup', { name: /Тип актива/ });
    // Asset type and IIS open registration for a guest.
    await expect(canvas.getAllByText(ideasMessages.afterRegistration)).toHaveLength(2);
    await userEvent.click(within(assets).getByRole('radio', { name: 'Облигации' }));
    await expect(args.onPermissionRequired).toHaveBeenCalledWith({ kind: 'register' }, 'ii.filters.idea.asset');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
