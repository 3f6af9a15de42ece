// Proofs shared by the account-area form stories (change name, email, password): the parts of the
// form shell they have in common.
import { expect, type within } from 'storybook/test';
import { MESSAGES } from '../../src/domain';

type Canvas = ReturnType<typeof within>;

/** The 'Ошибка!' block of server messages that belong to no field. */
export async function expectErrorBlock(canvas: Canvas, message: string) {
  const block = canvas.getByRole('alert');
  await expect(block).toHaveTextContent(MESSAGES.errorHeading);
  await expect(block).toHaveTextContent(message);
}

/** At 375px 'Сохранить' and 'Отмена' stack at full width inside the screen. */
export async function expectStackedActions(canvas: Canvas) {
  const save = canvas.getByRole('button', { name: 'Сохранить' });
  const cancel = canvas.getByRole('link', { name: 'Отмена' });
  await expect(Math.round(save.getBoundingClientRect().width)).toBe(Math.round(cancel.getBoundingClientRect().width));
  await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(375);
}
