import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useReducer } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  MESSAGES,
  encodeSurvey,
  surveyReducer,
  type SurveyEvent,
  type SurveyPayload,
  type SurveyState,
} from '../../../src/domain';
import { InvestorQuestionnaire } from '../../../src/screens/survey';
import { surveyOptions, surveyStates } from '../../fixtures/survey';
import * as surveyMessages from '../../../src/screens/survey/messages';

const meta = {
  title: 'Экраны/Survey/InvestorQuestionnaire',
  component: InvestorQuestionnaire,
  args: { state: surveyStates.empty, onEvent: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Анкета инвестора (welcome survey). Заголовок обещает персональные инвестидеи; четыре пронумерованных ' +
          'раздела: 1) активы в портфеле (несколько флажков), 2) цель по годовой доходности (ползунок 0–100 % с ' +
          'шагом 10 и выбор валюты, по умолчанию рубли), 3) брокеры, у которых есть счета (флажки в две колонки; ' +
          'если деление дает три части, третья присоединяется ко второй), 4) год начала инвестирования (один ' +
          'вариант). Режим страницы (/account/profile): «Сохранить», «Сохраняем...» во время сохранения и сообщение ' +
          'об успехе. Режим модального окна: ссылка «Пропустить» и большая кнопка «Перейти к инвестидеям». Экран ' +
          'показывает состояние доменного редьюсера `surveyReducer` и передает действия событиями `onEvent`; ' +
          'проверка идет в порядке спецификации (год, активы, доходность, брокер) — при ошибке показывается одно ' +
          'сообщение и запрос не отправляется, повторное сохранение во время сохранения игнорируется. Пропсы: ' +
          '`state`, `onEvent`, `showHeading`. Состояния: загрузка, пустая, заполненная, сохранение, каждое из ' +
          'четырех сообщений, успех, ошибка сохранения, модальный режим, телефон.',
      },
    },
  },
} satisfies Meta<typeof InvestorQuestionnaire>;
export default meta;
type Story = StoryObj<typeof meta>;

const saveEvents = (onEvent: unknown) =>
  (onEvent as ReturnType<typeof fn>).mock.calls.filter(([event]) => (event as SurveyEvent).type === 'save');

/**
 * The questionnaire driven by the domain reducer, as the app drives it: a save that makes the
 * state busy is the one moment the app posts the answers (`onSave` here), and the answer to that
 * call is `onSave`'s promise.
 */
function Driven({
  initial,
  onEvent,
  onSave,
}: {
  initial: SurveyState;
  onEvent: (event: SurveyEvent) => void;
  onSave: (payload: SurveyPayload) => Promise<unknown>;
}) {
  const [state, dispatch] = useReducer(surveyReducer, initial);
  useEffect(() => {
    if (!state.busy) return;
    let current = true;
    onSave(encodeSurvey(state.answers)).then(
      () => current && dispatch({ type: 'saveSucceeded' }),
      () => current && dispatch({ type: 'saveFailed' }),
    );
    return () => {
      current = false;
    };
    // Only the switch to busy posts; answers cannot change while busy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.busy]);
  return (
    <InvestorQuestionnaire
      state={state}
      onEvent={(event) => {
        onEvent(event);
        dispatch(event);
      }}
    />
  );
}

export const Loading: Story = {
  tags: ['free'],
  args: { state: surveyStates.loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(surveyMessages.loadingSurvey);
    await expect(canvas.queryByRole('button', { name: MESSAGES.surveySave })).toBeNull();
  },
};

export const PageEmpty: Story = {
  tags: ['free'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.surveyHeading })).toBeVisible();
    // Four numbered sections in the spec's order.
    const sections = canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('data-section'));
    await expect(sections.map((section) => section.getAttribute('data-section'))).toEqual(['1', '2', '3', '4']);
    await expect(within(sections[0]!).getByRole('group', { name: MESSAGES.surveyAssetsTitle })).toBeVisible();
    await expect(within(sections[2]!).getByRole('group', { name: MESSAGES.surveyBrokersTitle })).toBeVisible();
    await expect(within(sections[3]!).getByRole('radiogroup', { name: MESSAGES.surveyStartYearTitle })).toBeVisible();
    // Defaults: target 0 %, currency rub.
    const slider = within(sections[1]!).getByRole('slider', { name: MESSAGES.surveyReturnTargetTitle });
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await expect(within(sections[1]!).getByRole('radio', { name: 'в рублях' })).toBeChecked();
    // Eleven brokers: 5 in the first column, the rest (5 + the merged third chunk of 1) in the second.
    const brokers = within(sections[2]!).getByRole('group', { name: MESSAGES.surveyBrokersTitle });
    const columns = [...brokers.querySelectorAll('[data-columns="2"] > div')];
    await expect(columns.map((column) => within(column as HTMLElement).getAllByRole('checkbox').length)).toEqual([
      5, 6,
    ]);
    const lastBroker = surveyOptions.brokers_where_you_have_accounts.at(-1)!.title;
    await expect(within(columns[1] as HTMLElement).getByRole('checkbox', { name: lastBroker })).toBeVisible();
    await expect(canvas.getByRole('button', { name: MESSAGES.surveySave })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PagePrefilled: Story = {
  tags: ['pro'],
  args: { state: surveyStates.prefilled },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Российские акции' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Облигации' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Криптовалюта' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Финам' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'В 2018–2021 годах' })).toBeChecked();
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');
    // Each action reaches the app as a reducer event.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Облигации' }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'toggle', field: 'which_actives_you_use', key: 'bonds' });
    await userEvent.click(canvas.getByRole('radio', { name: 'в долларах' }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'setCurrency', key: 'usd' });
    await userEvent.click(canvas.getByRole('radio', { name: 'В 2024 году' }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'setStartYear', key: '2024' });
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'setTarget', value: 30 });
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'save' });
  },
};

export const PageSaving: Story = {
  tags: ['pro'],
  args: { state: surveyStates.saving },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: MESSAGES.surveySaving });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second save while busy is ignored: neither a click nor Enter in the form sends one.
    await userEvent.click(button);
    canvas.getByRole('radio', { name: 'В 2018–2021 годах' }).closest('form')!.requestSubmit();
    await expect(saveEvents(args.onEvent)).toHaveLength(0);
  },
};

export const PageSaved: Story = {
  tags: ['pro'],
  args: { state: surveyStates.saved },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.saved);
    await expect(canvas.getByRole('button', { name: MESSAGES.surveySave })).toBeEnabled();
  },
};

export const PageSaveFailed: Story = {
  tags: ['pro'],
  args: { state: surveyStates.saveFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  },
};

export const AlertStartYear: Story = {
  tags: ['free'],
  args: { state: surveyStates.alertStartYear },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyStartYearRequired);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: MESSAGES.close }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'dismissAlert' });
  },
};

export const AlertAssets: Story = {
  tags: ['free'],
  args: { state: surveyStates.alertAssets },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyAssetsRequired);
  },
};

export const AlertReturnTarget: Story = {
  tags: ['free'],
  args: { state: surveyStates.alertTarget },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyReturnTargetRequired);
  },
};

export const AlertBroker: Story = {
  tags: ['free'],
  args: { state: surveyStates.alertBroker },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyBrokerRequired);
  },
};

/** The four alerts come in the spec's order and no call is made until everything is answered. */
export const ValidationOrder: Story = {
  tags: ['free'],
  args: { onSave: fn(() => Promise.resolve()) } as Partial<Story['args']>,
  render: (args) => (
    <Driven
      initial={surveyStates.empty}
      onEvent={args.onEvent}
      onSave={(args as unknown as { onSave: (payload: SurveyPayload) => Promise<unknown> }).onSave}
    />
  ),
  play: async ({ args, canvas }) => {
    const onSave = (args as unknown as { onSave: ReturnType<typeof fn> }).onSave;
    const save = () => userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));

    await save();
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyStartYearRequired);
    await userEvent.click(canvas.getByRole('radio', { name: 'В 2024 году' }));

    await save();
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyAssetsRequired);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Облигации' }));

    await save();
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyReturnTargetRequired);
    canvas.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');

    await save();
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.surveyBrokerRequired);
    await expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Т-Инвестиции' }));

    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await expect(onSave).toHaveBeenCalledWith({
      when_invest_start: ['2024'],
      which_actives_you_use: ['bonds'],
      brokers_where_you_have_accounts: ['tbank'],
      annual_return_target_currency: ['rub'],
      annual_return_target_value: [20],
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(MESSAGES.saved);
  },
};

/** A second save while the first is under way is ignored: one call, one busy button. */
export const SecondSaveIgnored: Story = {
  tags: ['pro'],
  // The server never answers here, so the questionnaire stays busy.
  args: { onSave: fn(() => new Promise(() => {})) } as Partial<Story['args']>,
  render: (args) => (
    <Driven
      initial={surveyStates.prefilled}
      onEvent={args.onEvent}
      onSave={(args as unknown as { onSave: (payload: SurveyPayload) => Promise<unknown> }).onSave}
    />
  ),
  play: async ({ args, canvas }) => {
    const onSave = (args as unknown as { onSave: ReturnType<typeof fn> }).onSave;
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    const busy = await canvas.findByRole('button', { name: MESSAGES.surveySaving });
    await userEvent.click(busy);
    await userEvent.dblClick(busy);
    busy.closest('form')!.requestSubmit();
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(saveEvents(args.onEvent)).toHaveLength(1);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const Modal: Story = {
  tags: ['free'],
  args: { state: surveyStates.modal },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: MESSAGES.surveyHeading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: MESSAGES.surveySave })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveyGoToIdeas }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'save' });
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySkip }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'skip' });
  },
};

export const Mobile: Story = {
  tags: ['pro'],
  args: { state: surveyStates.prefilled },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The form fits 375px without sideways scrolling.
    const form = canvas.getByRole('form', { name: MESSAGES.surveyHeading });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};
