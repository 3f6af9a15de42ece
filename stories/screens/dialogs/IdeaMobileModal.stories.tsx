import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { IdeaMobileModal } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectFillsViewport, expectPageLocked } from '../../support/overlays';
import { idea } from './fixtures';

const meta = {
  title: 'Диалоги/IdeaMobileModal',
  component: IdeaMobileModal,
  args: {
    title: idea.name,
    description: `${idea.broker} · ${idea.ticker}`,
    trigger: <Button variant="secondary">Открыть идею</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <p style={{ marginTop: 0 }}>{idea.target}</p>
        <p>{idea.summary}</p>
      </>
    ),
    footer: (
      <>
        <Button variant="secondary">Не верю</Button>
        <Button>Верю</Button>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    docs: {
      description: {
        component:
          'Идея, открытая на телефоне: полноэкранное модальное окно (docs/product/screens.md) с прокручиваемым содержимым и закреплёнными действиями. Блокирует прокрутку страницы и восстанавливает её после закрытия. ' +
          'Свойства: `title` — название идеи, `description` — строка под заголовком (брокер, тикер), `children` — содержимое идеи (карточка из раздела идей), `footer` — действия («Верю» / «Не верю», в портфель), `open`/`onOpenChange`/`trigger`. Состояние: по умолчанию (375 px).',
      },
    },
  },
} satisfies Meta<typeof IdeaMobileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['free'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Открыть идею' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: idea.name });
    await expect(dialog).toHaveAccessibleDescription('Финам · SBER');
    await expectPageLocked();
    // Full screen on a phone: the layout box is the viewport once the opening animation has ended.
    await expectFillsViewport(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Верю' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosedAndRestored(trigger);
  },
};
