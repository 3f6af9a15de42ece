import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { DeliveryAddressDialog } from '../../../src/screens/prizes';
import { expectClosedAndRestored, expectPageLocked } from '../../support/overlays';
import * as prizesMessages from '../../../src/screens/prizes/messages';

const meta = {
  title: 'Экраны/Prizes/DeliveryAddressDialog',
  component: DeliveryAddressDialog,
  args: {
    prizeTitle: 'Кружка «Инвестрадар»',
    trigger: <Button>Указать адрес</Button>,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Адрес доставки товара, полученного за монеты (спец. docs/product/flows.md: «адрес уточним позже»): получатель, телефон, ' +
          'город, улица с домом и квартирой, индекс. Диалог проверяет адрес правилами домена ' +
          '(`validateDeliveryAddress`: все поля обязательны, телефон, индекс из 6 цифр) и только тогда вызывает ' +
          '`onSubmit(address)` — приложение делает POST /api/liga/orders/{id}/address; отказ сервера приходит в ' +
          '`errors`. Пока адрес уходит (`busy`), форма заблокирована. Пропсы: `prizeTitle`, `busy`, `errors`, ' +
          '`onSubmit`, `open`/`onOpenChange`/`trigger`. Состояния: пустая форма, ошибка сервера, отправка.',
      },
    },
  },
} satisfies Meta<typeof DeliveryAddressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['free'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Указать адрес' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: prizesMessages.deliveryAddressTitle });
    await expectPageLocked();
    await expect(dialog).toHaveTextContent('Куда доставить «Кружка «Инвестрадар»»? Бесплатная доставка по России.');

    await userEvent.click(within(dialog).getByRole('button', { name: prizesMessages.saveAddress }));
    await expect(await within(dialog).findAllByText('Заполните поле')).toHaveLength(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Получатель/ }), 'Мария Соколова');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Телефон/ }), '12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Город/ }), 'Москва');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Улица/ }), 'ул. Тверская, д. 1, кв. 5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Индекс/ }), '12500');
    await userEvent.click(within(dialog).getByRole('button', { name: prizesMessages.saveAddress }));
    await expect(await within(dialog).findByText('Укажите телефон в формате +7 999 123-45-67')).toBeVisible();
    await expect(within(dialog).getByText('Индекс — 6 цифр')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Телефон/ }), '3 456-78-90');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Индекс/ }), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: prizesMessages.saveAddress }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      recipient: 'Мария Соколова',
      phone: '123 456-78-90',
      city: 'Москва',
      address: 'ул. Тверская, д. 1, кв. 5',
      zip: '125009',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: prizesMessages.later }));
    await expectClosedAndRestored(trigger);
  },
};

export const ServerError: Story = {
  tags: ['free'],
  args: { defaultOpen: true, trigger: undefined, errors: { form: ['Адрес для этого заказа уже указан или не нужен'] } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: prizesMessages.deliveryAddressTitle });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Адрес для этого заказа уже указан или не нужен');
  },
};

export const Busy: Story = {
  tags: ['free'],
  args: { busy: true, defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: prizesMessages.deliveryAddressTitle });
    const submit = within(dialog).getByRole('button', { name: /Сохраняем/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};
