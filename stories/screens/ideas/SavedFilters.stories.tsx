import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '../../../src/domain';
import { SavedFilters } from '../../../src/screens/ideas';
import { free, guest, pro } from '../../fixtures/accounts';
import * as savedMessages from '../../../src/screens/ideas/SavedFilters/messages';

const sets = [
  { id: 1, name: 'Дивиденды РФ', query: 'asset=stock&currency=RUB&growth_factors=dividends' },
  { id: 2, name: 'ИИС, рост от 20 %', query: 'iis=1&potential_yield=20' },
];

const meta = {
  title: 'Экраны/Ideas/SavedFilters',
  component: SavedFilters,
  args: {
    user: pro,
    items: sets,
    canSave: true,
    onOpenChange: fn(),
    onApply: fn(),
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(),
    onPermissionRequired: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '«Мои фильтры» ленты идей (PRO, право ii.filters.saved): окно со списком сохраненных наборов — применить ' +
          'или удалить каждый — и форма, которая сохраняет текущие фильтры ленты под названием (не больше 20 ' +
          'наборов, названия не повторяются). Без права кнопка отмечена PRO и запускает проверку доступа. Пропсы: ' +
          '`user`, `items` (null — загрузка), `canSave` (фильтры отличаются от исходных), `onOpenChange`, `onApply`, ' +
          '`onSave(name)` (промис; ошибки — `{ name, form }`), `onDelete`, `onPermissionRequired`. Состояния: PRO с ' +
          'наборами, сохранение, название занято, нечего сохранять, загрузка, лимит, Free, гость.',
      },
    },
  },
} satisfies Meta<typeof SavedFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Мои фильтры/ }));
  return screen.findByRole('dialog', { name: savedMessages.dialogTitle });
};

export const WithSets: Story = {
  name: 'PRO: наборы, применить и удалить',
  tags: ['pro'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const list = within(dialog).getByRole('list', { name: savedMessages.listCaption });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: savedMessages.removeNamed('ИИС, рост от 20 %') }));
    await expect(args.onDelete).toHaveBeenCalledWith(sets[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: savedMessages.applyNamed('Дивиденды РФ') }));
    await expect(args.onApply).toHaveBeenCalledWith(sets[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Save: Story = {
  name: 'Сохранить текущие фильтры',
  tags: ['pro'],
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: savedMessages.nameLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: savedMessages.save }));
    await expect(field).toHaveAccessibleDescription(new RegExp(MESSAGES.savedFilterNameRequired));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(field, '  Нефть и газ ');
    await userEvent.click(within(dialog).getByRole('button', { name: savedMessages.save }));
    await expect(args.onSave).toHaveBeenCalledWith('Нефть и газ');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(savedMessages.saved('Нефть и газ'));
    await expect(field).toHaveValue('');
  },
};

export const NameTaken: Story = {
  name: 'Название занято',
  tags: ['pro'],
  args: { onSave: fn(() => Promise.reject({ name: [MESSAGES.savedFilterNameTaken] })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: savedMessages.nameLabel });
    await userEvent.type(field, 'Дивиденды РФ');
    await userEvent.click(within(dialog).getByRole('button', { name: savedMessages.save }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(MESSAGES.savedFilterNameTaken)));
    await expect(field).toHaveValue('Дивиденды РФ');
  },
};

export const NothingToSave: Story = {
  name: 'Нечего сохранять',
  tags: ['pro'],
  args: { items: [], canSave: false },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(savedMessages.none)).toBeVisible());
    await expect(within(dialog).getByText(savedMessages.nothingToSave)).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Загрузка',
  tags: ['pro'],
  args: { items: null },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(savedMessages.loading);
  },
};

export const LimitReached: Story = {
  name: 'Лимит наборов',
  tags: ['pro'],
  args: {
    items: Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Набор ${index + 1}`, query: 'iis=1' })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: savedMessages.nameLabel })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByText(savedMessages.usage('20', '20'))).toBeVisible());
  },
};

export const Free: Story = {
  name: 'Free: доступно в PRO',
  tags: ['free'],
  args: { user: free },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Мои фильтры/ }));
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'permissionDialog' }),
      'ii.filters.saved',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Guest: Story = {
  name: 'Гость',
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Мои фильтры/ }));
    await expect(args.onPermissionRequired).toHaveBeenCalled();
  },
};
