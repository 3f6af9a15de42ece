import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResponse } from '../../../src/domain';
import { MobileSearch, type MobileSearchProps } from '../../../src/screens/shell';
import { searchAnswer } from '../../fixtures/search';
import { expectFillsViewport } from '../../support/overlays';
import { MESSAGES } from '../../../src/domain';

/** A stand-in for the app: every query is answered from the demo data. */
function MobileSearchWithServer(props: MobileSearchProps) {
  const [response, setResponse] = useState<SearchResponse | null>(null);
  return (
    <div style={{ minHeight: '150vh' }}>
      <MobileSearch
        {...props}
        response={response}
        onQueryChange={(query) => {
          props.onQueryChange?.(query);
          if (query.trim() !== '') setResponse(searchAnswer(query.trim()));
        }}
      />
    </div>
  );
}

async function expectScrollLocked() {
  await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
  await expect(document.body).toHaveAttribute('data-scroll-locked');
  await expect(document.body.style.pointerEvents).toBe('none');
}

async function expectScrollRestored() {
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
}

const meta = {
  title: 'Экраны/Search/MobileSearch',
  component: MobileSearch,
  args: { onNavigate: fn(), onCloseSearch: fn(), onQueryChange: fn(), onOpenChange: fn() },
  render: (args) => <MobileSearchWithServer {...args} />,
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    docs: {
      description: {
        component:
          'Мобильный поиск (docs/product/screens.md, docs/product/flows.md): кнопка открывает полноэкранную панель поиска и блокирует прокрутку страницы; кнопка закрытия (или Esc) очищает запрос и закрывает панель, прокрутка и фокус возвращаются. ' +
          'Внутри — тот же комбобокс, что и в SearchBox: результаты «Акции» и «Инсайдеры», стрелки и Enter, устаревшие ответы игнорируются; выбор результата вызывает `onNavigate` и closeSearch и закрывает панель. ' +
          'Свойства: `response`, `loading`, `onQueryChange`, `onNavigate`, `onCloseSearch`, `open`/`defaultOpen`/`onOpenChange`, `trigger`. Состояния: закрыт, открыт пустой, открыт с результатами.',
      },
    },
  },
} satisfies Meta<typeof MobileSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: MESSAGES.searchOpen });
    const box = open.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
  },
};

export const OpenEmpty: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: MESSAGES.searchOpen });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Поиск' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expectScrollLocked();
    const input = within(dialog).getByRole('combobox', { name: 'Поиск' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('placeholder', MESSAGES.searchPlaceholder);
    // Full screen at 375px: the layout box is the viewport once the opening animation has ended.
    await expectFillsViewport(dialog);
    await expect(within(dialog).queryByRole('listbox')).toBeNull();

    // The close button closes; scroll, pointer events and focus come back.
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.searchClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectScrollRestored();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenWithResults: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: MESSAGES.searchOpen });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Поиск' });
    const input = within(dialog).getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Газ');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Результаты поиска' });
    await expect(within(listbox).getByRole('group', { name: MESSAGES.searchStocks })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: MESSAGES.searchInsiders })).toBeVisible();
    // Arrow keys and Enter work as on the desktop box; the insider opens the deals radar.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option').at(-1)!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals?search_id=203&whose_id=investor', {
      kind: 'insider',
    });
    await expect(args.onCloseSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectScrollRestored();
  },
};

export const CloseClearsQuery: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: MESSAGES.searchOpen });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'Тесла');
    await expect(await within(dialog).findByText(MESSAGES.nothingFound, { ignore: '[role=status]' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expectScrollRestored();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopened, the panel starts empty.
    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('combobox')).toHaveValue('');
    await expect(within(dialog).queryByText(MESSAGES.nothingFound)).toBeNull();
  },
};
