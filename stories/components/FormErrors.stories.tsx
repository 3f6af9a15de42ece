import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormErrors } from '../../src/components/FormErrors';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/FormErrors',
  component: FormErrors,
  args: { errors: ['Промокод не найден'] },
  parameters: {
    docs: {
      description: {
        component:
          'Общий блок ошибок формы: заголовок «Ошибка!» и список сообщений (`role="alert"`). Принимает строку или ' +
          'список; без сообщений ничего не выводит. Например, `error_description` сервера при неудачной активации ' +
          'промокода.',
      },
    },
  },
} satisfies Meta<typeof FormErrors>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.firstElementChild).toHaveTextContent(componentMessages.error);
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Промокод не найден']);
  },
};

export const Several: Story = {
  args: { errors: ['Неверное значение поля', 'Произошла ошибка. Попробуйте операцию позже.'] },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      'Неверное значение поля',
      'Произошла ошибка. Попробуйте операцию позже.',
    ]);
  },
};

export const FromString: Story = {
  args: { errors: 'Срок действия промокода истёк' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('listitem')).toHaveTextContent(
      'Срок действия промокода истёк',
    );
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
