import { clsx } from 'clsx';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, CheckboxGroup, RadioGroup, Slider, Spinner, type ChoiceOption } from '../../../components';
import {
  MESSAGES,
  RETURN_TARGET_SLIDER,
  surveySubmitLabel,
  type SurveyEvent,
  type SurveyOption,
  type SurveyState,
} from '../../../domain';
import * as styles from './InvestorQuestionnaire.css';
import * as surveyMessages from '../messages';

export type InvestorQuestionnaireProps = {
  /**
   * The questionnaire's state from the domain reducer (`surveyReducer`): mode, loading phase, option
   * lists, answers, busy flag and the alert. The app drives it: loads options and answers, and
   * posts `encodeSurvey(answers)` when a save makes it busy.
   */
  state: SurveyState;
  /** Every user action as a reducer event: toggle, setStartYear, setCurrency, setTarget, save, skip, dismissAlert. */
  onEvent: (event: SurveyEvent) => void;
  /** Show the heading; the survey dialog shows it as its title instead. */
  showHeading?: boolean;
  className?: string;
};

type ListField = 'which_actives_you_use' | 'brokers_where_you_have_accounts';

const TEXT = {
  loading: surveyMessages.loadingSurvey,
  intro: surveyMessages.surveyLead,
  currency: surveyMessages.targetCurrency,
} as const;

const toChoices = (options: readonly SurveyOption[]): ChoiceOption[] =>
  options.map((option) => ({ value: option.key, label: option.title }));

/** One numbered question of the form. */
function Question({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className={styles.section} data-section={number}>
      <span className={styles.number} aria-hidden>
        {number}
      </span>
      {children}
    </li>
  );
}

/**
 * The investor-profile questionnaire (welcome survey). Page mode (/account/profile): «Сохранить»,
 * «Сохраняем...» while saving, and the success alert. Modal mode: a skip link and the big button
 * «Перейти к инвестидеям». Four numbered sections: assets (multi-select), annual return target
 * (0–100 % slider in steps of 10 plus the currency, rub by default), brokers (two columns) and the
 * start year (single choice). Validation runs in the reducer in the spec's order; while busy a
 * second save is not even sent to it.
 */
export function InvestorQuestionnaire({ state, onEvent, showHeading = true, className }: InvestorQuestionnaireProps) {
  const headingId = useId();
  const modal = state.mode === 'modal';
  const { answers, options, busy } = state;

  if (state.phase !== 'ready' || !options) {
    return (
      <div className={clsx(styles.root, className)} aria-busy="true">
        <div className={styles.loading}>
          <Spinner size="lg" label={TEXT.loading} />
        </div>
      </div>
    );
  }

  /** The group hands back the whole selection; the reducer takes one toggle per changed key. */
  const toggleDiff = (field: ListField, next: readonly string[]) => {
    const previous = answers[field];
    for (const key of next) if (!previous.includes(key)) onEvent({ type: 'toggle', field, key });
    for (const key of previous) if (!next.includes(key)) onEvent({ type: 'toggle', field, key });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second save while the first is under way is ignored (Enter in a field, a double click).
    if (busy) return;
    onEvent({ type: 'save' });
  };

  /** A multi-select question: assets or brokers, in two columns. */
  const choices = (field: ListField, label: string) => (
    <CheckboxGroup
      label={label}
      options={toChoices(options[field])}
      value={answers[field]}
      onValueChange={(next) => toggleDiff(field, next)}
      columns={2}
      className={styles.group}
    />
  );

  const success = state.alert === MESSAGES.saved;
  const target = Number(answers.annual_return_target_value) || RETURN_TARGET_SLIDER.initial;
  const Heading = modal ? 'h2' : 'h1';

  return (
    <form
      className={clsx(styles.root, className)}
      data-mode={state.mode}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : MESSAGES.surveyHeading}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submit}
    >
      {showHeading ? (
        <header className={styles.header}>
          <Heading id={headingId} className={styles.heading}>
            {MESSAGES.surveyHeading}
          </Heading>
          <p className={styles.intro}>{TEXT.intro}</p>
        </header>
      ) : (
        <p className={styles.intro}>{TEXT.intro}</p>
      )}

      <ol className={styles.sections}>
        <Question number={1}>{choices('which_actives_you_use', MESSAGES.surveyAssetsTitle)}</Question>
        <Question number={2}>
          <div className={clsx(styles.group, styles.target)}>
            <Slider
              label={MESSAGES.surveyReturnTargetTitle}
              min={RETURN_TARGET_SLIDER.min}
              max={RETURN_TARGET_SLIDER.max}
              step={RETURN_TARGET_SLIDER.step}
              format="percent"
              value={target}
              onValueChange={(value) => onEvent({ type: 'setTarget', value })}
              className={styles.slider}
            />
            {options.annual_return_target_currency.length > 0 ? (
              <RadioGroup
                label={TEXT.currency}
                orientation="horizontal"
                options={toChoices(options.annual_return_target_currency)}
                value={answers.annual_return_target_currency}
                onValueChange={(key) => onEvent({ type: 'setCurrency', key })}
              />
            ) : null}
          </div>
        </Question>
        <Question number={3}>{choices('brokers_where_you_have_accounts', MESSAGES.surveyBrokersTitle)}</Question>
        <Question number={4}>
          <RadioGroup
            label={MESSAGES.surveyStartYearTitle}
            options={toChoices(options.when_invest_start)}
            value={answers.when_invest_start ?? ''}
            onValueChange={(key) => onEvent({ type: 'setStartYear', key })}
            className={styles.group}
          />
        </Question>
      </ol>

      {state.alert ? (
        <Alert tone={success ? 'success' : 'danger'} onDismiss={() => onEvent({ type: 'dismissAlert' })}>
          {state.alert}
        </Alert>
      ) : null}

      <div className={styles.actions}>
        <Button
          type="submit"
          size={modal ? 'lg' : 'md'}
          fullWidth={modal}
          loading={busy}
          loadingText={modal ? undefined : MESSAGES.surveySaving}
        >
          {surveySubmitLabel({ mode: state.mode, busy: false })}
        </Button>
        {modal ? (
          <Button variant="ghost" disabled={busy} onClick={() => onEvent({ type: 'skip' })} className={styles.skip}>
            {MESSAGES.surveySkip}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
