import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../../src/components/IconButton';
import { InfoIcon } from '../../src/components/icons';
import { Tooltip, tooltipSides } from '../../src/components/Tooltip';
import { settled } from '../support/overlays';

const meta = {
  title: 'Примитивы/Tooltip',
  component: Tooltip,
  args: {
    content: 'Прибыль считается с 01.02.2021',
    children: (
      <IconButton label="Как считается прибыль">
        <InfoIcon />
      </IconButton>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  parameters: {
    docs: {
      description: {
        component:
          'Подсказка (Radix Tooltip): появляется при наведении и при фокусе с клавиатуры, скрывается по Esc и при ' +
          'потере фокуса, связана с элементом через `aria-describedby`. Только дополнительная информация — важное ' +
          'не прячется в подсказку.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Как считается прибыль' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Прибыль считается с 01.02.2021');
    await expect(trigger).toHaveAccessibleDescription('Прибыль считается с 01.02.2021');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Как считается прибыль' });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, side: 'bottom' },
  play: async ({ canvas }) => {
    const tooltip = await screen.findByRole('tooltip');
    const trigger = canvas.getByRole('button', { name: 'Как считается прибыль' });
    // The content plays its entrance animation; floating-ui places it once mounted (wait for the place).
    await settled(tooltip.closest('[data-radix-popper-content-wrapper]') ?? tooltip);
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().top),
    );
  },
};
