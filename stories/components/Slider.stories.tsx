import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider, sliderFormats } from '../../src/components/Slider';

const percent = (n: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 0 }).format(n / 100);

const meta = {
  title: 'Примитивы/Slider',
  component: Slider,
  args: { label: 'Цель по годовой доходности портфеля', onValueChange: fn(), onValueCommit: fn() },
  argTypes: { format: { control: 'inline-radio', options: sliderFormats } },
  parameters: {
    docs: {
      description: {
        component:
          'Ползунок (Radix Slider, шаблон WAI-ARIA slider). По умолчанию — как в анкете: от 0 до 100 с шагом 10, ' +
          'значение показывается в процентах, начальное 0. Стрелки меняют на шаг, Page Up/Down — на 10 шагов, ' +
          'Home/End — к краям; экранный диктор слышит значение в процентах (`aria-valuetext`). Бегунок не меньше ' +
          '24×24 px.',
      },
    },
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider', { name: 'Цель по годовой доходности портфеля' });
    const box = thumb.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(thumb).toHaveAttribute('aria-valuemin', '0');
    await expect(thumb).toHaveAttribute('aria-valuemax', '100');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await expect(thumb).toHaveAttribute('aria-valuetext', percent(0));

    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(10);
    await expect(thumb).toHaveAttribute('aria-valuetext', percent(10));
    const shown = canvasElement.querySelector('[data-slot="slider-value"]')!;
    await expect(shown.textContent).toBe(percent(10));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '30');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{PageUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
  },
};

export const PointerDrag: Story = {
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider');
    const track = thumb.parentElement!.parentElement!.firstElementChild as HTMLElement;
    const rect = track.getBoundingClientRect();
    // A press in the middle of the track jumps to 50 %.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 },
    });
    await expect(args.onValueChange).toHaveBeenLastCalledWith(50);
  },
};

export const Preset: Story = {
  args: { defaultValue: 40, description: 'Средняя доходность российского рынка — около 15 % в год' },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider');
    await expect(thumb).toHaveAttribute('aria-valuetext', percent(40));
    await expect(thumb).toHaveAccessibleDescription('Средняя доходность российского рынка — около 15 % в год');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Пожалуйста укажите цель по годовой доходности портфеля?' },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider');
    await expect(thumb).toHaveAttribute('aria-invalid', 'true');
    await expect(thumb).toHaveAccessibleDescription('Пожалуйста укажите цель по годовой доходности портфеля?');
  },
};

export const NumberFormat: Story = {
  args: { label: 'Монеты на ставку', format: 'number', min: 0, max: 5000, step: 100, defaultValue: 1000 },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Монеты на ставку' });
    await expect(thumb).toHaveAttribute('aria-valuetext', new Intl.NumberFormat('ru-RU').format(1000));
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '1100');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 20 },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider');
    await expect(thumb).toHaveAttribute('data-disabled');
    await expect(thumb).not.toHaveAttribute('tabindex');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider');
    const root = thumb.parentElement!.parentElement!;
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
