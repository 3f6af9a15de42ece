import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedDate, FormattedNumber, Money, useFormatMoney } from '../../src/components/Format';

const ru = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('ru-RU', options).format(value);
const rub = (value: number, extra: Intl.NumberFormatOptions = {}) =>
  ru(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0, ...extra });

function CoinDelta({ value }: { value: number }) {
  const format = useFormatMoney({ currency: 'RUB', fractionDigits: 0, signDisplay: 'exceptZero' });
  return <span data-testid="delta">{format(value)}</span>;
}

const meta = {
  title: 'Примитивы/Format',
  component: Money,
  args: { value: 1490 },
  parameters: {
    docs: {
      description: {
        component:
          'Форматирование чисел, денег и дат по локали `ru-RU` через react-aria `I18nProvider` (его ставит ' +
          '`UiProvider`). `<Money value={1490} />` → 1 490 ₽, `<FormattedNumber>` — числа и проценты, ' +
          '`<FormattedDate value="2021-02-01" />` → 01.02.2021 в элементе `<time>`. Для кода — хуки ' +
          '`useFormatNumber`, `useFormatMoney`, `useFormatDate`. Разделитель разрядов — неразрывный пробел.',
      },
    },
  },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Roubles: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe(rub(1490));
    await expect(canvasElement.textContent).toBe('1\u00a0490\u00a0₽');
  },
};

export const Kopecks: Story = {
  args: { value: 1234.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe(rub(1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  },
};

export const Showcase: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 8 }}>
      <dt>Число</dt>
      <dd data-testid="number">
        <FormattedNumber value={1234567.89} />
      </dd>
      <dt>Процент</dt>
      <dd data-testid="percent">
        <FormattedNumber value={0.3} options={{ style: 'percent' }} />
      </dd>
      <dt>Монеты</dt>
      <dd data-testid="coins">
        <FormattedNumber value={5000} />
      </dd>
      <dt>Начисление</dt>
      <dd>
        <CoinDelta value={120} />
      </dd>
      <dt>Дата</dt>
      <dd data-testid="date">
        <FormattedDate value="2021-02-01" />
      </dd>
      <dt>Дата и время</dt>
      <dd data-testid="datetime">
        <FormattedDate
          value="2024-03-12 10:15:00"
          options={{ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }}
        />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    // Exact strings: thousands are separated by no-break spaces, which matchers would normalise away.
    await expect(canvas.getByTestId('number').textContent).toBe(ru(1234567.89));
    await expect(canvas.getByTestId('number').textContent).toBe('1\u00a0234\u00a0567,89');
    await expect(canvas.getByTestId('percent').textContent).toBe(ru(0.3, { style: 'percent' }));
    await expect(canvas.getByTestId('coins').textContent).toBe('5\u00a0000');
    await expect(canvas.getByTestId('delta').textContent).toBe(rub(120, { signDisplay: 'exceptZero' }));
    const date = canvas.getByTestId('date').querySelector('time')!;
    await expect(date).toHaveTextContent('01.02.2021');
    await expect(date).toHaveAttribute('datetime', '2021-02-01');
    const dateTime = canvas.getByTestId('datetime').querySelector('time')!;
    await expect(dateTime.textContent).toBe(
      new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
        new Date(2024, 2, 12, 10, 15),
      ),
    );
  },
};
