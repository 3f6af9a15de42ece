import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, initialSurveyState, surveyReducer, type SurveyEvent, type SurveyState } from '../../../src/domain';
import { SurveyDialog } from '../../../src/screens/survey';
import { savedSurvey, surveyOptions, surveyStates } from '../../fixtures/survey';
import { fitsPhoneScreen } from '../../support/viewport';

const modalPrefilled: SurveyState = [
  { type: 'optionsLoaded', options: surveyOptions } as const,
  { type: 'answersLoaded', saved: savedSurvey } as const,
].reduce<SurveyState>(surveyReducer, initialSurveyState('modal'));

const meta = {
  title: 'Диалоги/Survey/SurveyDialog',
  component: SurveyDialog,
  tags: ['free'],
  args: { open: true, state: surveyStates.modal, onEvent: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Диалог анкеты (оверлей «survey»): анкета инвестора в модальном режиме внутри Dialog. Заголовок диалога ' +
          'обещает персональные инвестидеи; внизу большая кнопка «Перейти к инвестидеям» и ссылка «Пропустить». ' +
          'Esc, клик по подложке и крестик — это пропуск без сохранения (событие `skip`); пока идет сохранение, ' +
          'диалог не закрывается. Диалог скрывается, когда состояние редьюсера становится `hidden` (сохранено или ' +
          'пропущено). Пропсы: `open`, `state` (состояние `surveyReducer` в режиме modal), `onEvent`. Состояния: по ' +
          'умолчанию, заполненная анкета с сохранением и закрытием, сохранение.',
      },
    },
  },
} satisfies Meta<typeof SurveyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.surveyHeading });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: MESSAGES.surveyGoToIdeas })).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: MESSAGES.surveySave })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.surveyGoToIdeas }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'save' });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.surveySkip }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'skip' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'skip' });
  },
};

export const Saving: Story = {
  args: { state: surveyReducer(modalPrefilled, { type: 'save' }) },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: MESSAGES.surveyHeading });
    await expect(within(dialog).getByRole('button', { name: MESSAGES.surveyGoToIdeas })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: MESSAGES.surveySkip })).toBeDisabled();
    // Saving cannot be abandoned half-way.
    await userEvent.keyboard('{Escape}');
    await expect(args.onEvent).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** The dialog driven by the reducer: saving the answers hides it and gives the page back. */
function Driven({ onEvent, onSave }: { onEvent: (event: SurveyEvent) => void; onSave: () => Promise<unknown> }) {
  const [state, dispatch] = useReducer(surveyReducer, modalPrefilled);
  useEffect(() => {
    if (!state.busy) return;
    onSave().then(() => dispatch({ type: 'saveSucceeded' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.busy]);
  return (
    <SurveyDialog
      open
      state={state}
      onEvent={(event) => {
        onEvent(event);
        dispatch(event);
      }}
    />
  );
}

export const SaveAndClose: Story = {
  render: (args) => <Driven onEvent={args.onEvent} onSave={() => Promise.resolve()} />,
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: MESSAGES.surveyHeading });
    await expect(within(dialog).getByRole('checkbox', { name: 'Облигации' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.surveyGoToIdeas }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'save' });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };
