import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResponse } from '../../../src/domain';
import { SearchBox, type SearchBoxProps } from '../../../src/screens/shell';
import { searchAnswer } from '../../fixtures/search';
import { MESSAGES } from '../../../src/domain';

/**
 * A stand-in for the app: every query is "sent" and answered from the demo data. `delayFor` lets a
 * story answer queries out of order, like a real network.
 */
function SearchWithServer({ delayFor, ...props }: SearchBoxProps & { delayFor?: (query: string) => number }) {
  const [response, setResponse] = useState<SearchResponse | null>(null);
  // Answers still "in flight": a story waits for 0 instead of sleeping for the longest delay.
  const [pending, setPending] = useState(0);
  return (
    <div style={{ maxWidth: 560, minHeight: 420 }} data-testid="search-server" data-pending={pending}>
      <SearchBox
        {...props}
        response={response}
        onQueryChange={(query) => {
          props.onQueryChange?.(query);
          if (query.trim() === '') return;
          const answer = searchAnswer(query);
          const delay = delayFor?.(query) ?? 0;
          if (delay === 0) return setResponse(answer);
          setPending((n) => n + 1);
          setTimeout(() => {
            setResponse(answer);
            setPending((n) => n - 1);
          }, delay);
        }}
      />
      <p style={{ marginTop: 240 }}>Область страницы вне поиска</p>
    </div>
  );
}

const meta = {
  title: 'Экраны/Search/SearchBox',
  component: SearchBox,
  args: { onNavigate: fn(), onCloseSearch: fn(), onQueryChange: fn() },
  render: (args) => <SearchWithServer {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Поиск по акциям и инсайдерам для десктопа (docs/product/screens.md): комбобокс WAI-ARIA со списком результатов. ' +
          'Ввод открывает панель; очистка поля, клик вне панели или Esc закрывают её. Стрелки перемещают по результатам, Enter открывает выбранный. ' +
          'Группы «Акции» (название, тикер, число идей и сделок инсайдеров) и «Инсайдеры» (имя, должность, число сделок). ' +
          'Свойства: `response` — последний ответ GET /api/search (показывается, только если `meta.query` совпадает с текущим запросом, — устаревшие ответы игнорируются), ' +
          '`loading` — переопределяет признак загрузки (после ошибки запроса передайте `false`: ошибки молчаливые), `onQueryChange` — запрос изменился (загрузку делает приложение), ' +
          '`onNavigate(href, { kind })` — выбран результат: `stock` всегда открывается полной загрузкой `ticker_url`, `insider` ведёт на `/insider-radar/deals?search_id={id}&whose_id=investor` (внутри приложения или полной загрузкой — решает приложение), ' +
          '`onCloseSearch` — closeSearch после выбора (запрос и результаты очищаются). ' +
          'Состояния: пусто, ввод/загрузка, результаты, только акции, только инсайдеры, «Ничего не найдено» с подсказками.',
      },
    },
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await expect(input).toHaveAttribute('placeholder', MESSAGES.searchPlaceholder);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    // Focusing an empty query does not open the panel.
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByText('Ищем…')).toBeNull();
  },
};

export const TypingLoading: Story = {
  name: 'Typing / loading',
  // No answer arrives: the panel shows the busy state for the typed query.
  render: (args) => (
    <div style={{ maxWidth: 560, minHeight: 320 }}>
      <SearchBox {...args} response={null} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Газ');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('Газ');
    await expect(canvas.getByText('Ищем…', { ignore: '[role=status]' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ищем…');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const Results: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Газ');
    const listbox = await canvas.findByRole('listbox', { name: 'Результаты поиска' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const stocksGroup = within(listbox).getByRole('group', { name: MESSAGES.searchStocks });
    const insidersGroup = within(listbox).getByRole('group', { name: MESSAGES.searchInsiders });
    await expect(within(stocksGroup).getAllByRole('option')).toHaveLength(2);
    await expect(within(stocksGroup).getByRole('option', { name: /Газпром нефть/ })).toHaveTextContent('SIBN');
    await expect(within(stocksGroup).getByRole('option', { name: /^Газпром GAZP/ })).toHaveTextContent(
      '36 идей · 54 сделки инсайдеров',
    );
    await expect(within(insidersGroup).getByRole('option')).toHaveTextContent('Газизуллин Рустам Ильдарович');
    await expect(within(insidersGroup).getByRole('option')).toHaveTextContent('Член совета директоров · 2 сделки');

    // Arrow keys move the active option (aria-activedescendant), wrapping at both ends.
    await userEvent.keyboard('{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);

    // Enter opens the active stock: a full page load of its ticker_url, then closeSearch.
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/stocks/SIBN', { kind: 'stock' });
    await expect(args.onCloseSearch).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OnlyStocks: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Поиск' }), 'Сбербанк');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: MESSAGES.searchStocks })).toBeVisible();
    await expect(within(listbox).queryByRole('group', { name: MESSAGES.searchInsiders })).toBeNull();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    // A pointer pick works like Enter.
    await userEvent.click(within(listbox).getByRole('option', { name: /SBERP/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/stocks/SBERP', { kind: 'stock' });
    await expect(args.onCloseSearch).toHaveBeenCalledTimes(1);
  },
};

export const OnlyInsiders: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Поиск' }), 'Мордашов');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).queryByRole('group', { name: MESSAGES.searchStocks })).toBeNull();
    const option = within(listbox).getByRole('option');
    await expect(option).toHaveTextContent('Председатель совета директоров · 21 сделка');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals?search_id=204&whose_id=investor', {
      kind: 'insider',
    });
    await expect(args.onCloseSearch).toHaveBeenCalledTimes(1);
  },
};

export const NothingFound: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Тесла');
    await expect(await canvas.findByText(MESSAGES.nothingFound, { ignore: '[role=status]' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.nothingFound);
    await expect(canvas.getByText(/Попробуйте изменить запрос/)).toBeVisible();
    await expect(canvas.getByText('Введите тикер, например SBER или GAZP')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Arrow keys and Enter do nothing without options.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

export const StaleAnswerIgnored: Story = {
  // Answers come back in reverse order: shorter (older) queries answer later than the final one.
  render: (args) => <SearchWithServer {...args} delayFor={(query) => (12 - query.length) * 60} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Газпром н');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option')).toHaveTextContent('Газпром нефть');
    // Wait until every older answer ('Г', 'Га', 'Газ', …) has arrived: none of them is shown.
    await waitFor(() => expect(canvas.getByTestId('search-server')).toHaveAttribute('data-pending', '0'), {
      timeout: 5000,
    });
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await expect(canvas.queryByRole('option', { name: /Газизуллин/ })).toBeNull();
    await expect(canvas.queryByRole('option', { name: /^Газпром GAZP/ })).toBeNull();
  },
};

export const ClosingRules: Story = {
  name: 'Outside click, Escape and emptying close',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Поиск' });
    await userEvent.type(input, 'Газ');
    await canvas.findByRole('listbox');
    // An outside click closes the panel and keeps the query.
    await userEvent.click(canvas.getByText('Область страницы вне поиска'));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('Газ');
    // Focusing a non-empty query opens it again.
    await userEvent.click(input);
    await expect(await canvas.findByRole('listbox')).toBeVisible();
    // Escape closes.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveFocus();
    // Typing again opens; emptying the input closes.
    await userEvent.type(input, 'п');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
    await userEvent.clear(input);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByText('Ищем…')).toBeNull();
    // The clear button empties the query and keeps focus in the input.
    await userEvent.type(input, 'Газ');
    await canvas.findByRole('listbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить запрос' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Поиск' }), 'Газ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(await canvas.findByRole('listbox')).getAllByRole('option')[0]).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
