import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, MenuIcon } from '../../src/components/icons';
import { IconButton, iconButtonSizes, iconButtonVariants } from '../../src/components/IconButton';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/IconButton',
  component: IconButton,
  args: { label: 'Закрыть', children: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Квадратная кнопка только с иконкой. Имя для экранного диктора обязательно (`label`), иконка скрыта от ' +
          'него. Область нажатия не меньше 24×24 px в любом размере.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: componentMessages.close });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonVariants.flatMap((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            label={`Меню ${variant} ${size}`}
          >
            <MenuIcon />
          </IconButton>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(iconButtonVariants.length * iconButtonSizes.length);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: componentMessages.close });
    await expect(button).toHaveAttribute('data-disabled');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
