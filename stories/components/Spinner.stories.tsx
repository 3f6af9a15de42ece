import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from '../../src/components/Spinner';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Индикатор загрузки. По умолчанию объявляет «Загрузка…» (`role="status"`); `label={null}` — когда ' +
          'занятость уже объявляет родитель (кнопка с `aria-busy`). Размеры `sm`, `md`, `lg`; при ' +
          '`prefers-reduced-motion` вращается медленнее.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(componentMessages.loading);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Загрузка ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = spinnerSizes.map(
      (size) =>
        (canvas.getByText(`Загрузка ${size}`).previousElementSibling as HTMLElement).getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
  },
};

export const Silent: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
