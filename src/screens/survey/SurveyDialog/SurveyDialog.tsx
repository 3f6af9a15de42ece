import { Dialog } from '../../../components';
import { MESSAGES, type SurveyEvent, type SurveyState } from '../../../domain';
import { InvestorQuestionnaire } from '../InvestorQuestionnaire';
import * as styles from './SurveyDialog.css';

export type SurveyDialogProps = {
  /** Whether the dialog is shown (e.g. the account's do_show_survey, until the survey emits hide). */
  open: boolean;
  /** The questionnaire state in modal mode (`initialSurveyState('modal')` driven by `surveyReducer`). */
  state: SurveyState;
  onEvent: (event: SurveyEvent) => void;
};

/**
 * The survey dialog (docs/product/screens.md, overlay «survey»): the investor questionnaire in modal mode inside a
 * Dialog — the heading as the dialog title, the skip link and the big «Перейти к инвестидеям».
 * Esc, the overlay and the close button skip without saving; while saving it cannot be dismissed.
 */
export function SurveyDialog({ open, state, onEvent }: SurveyDialogProps) {
  return (
    <Dialog
      open={open && !state.hidden}
      onOpenChange={(next) => {
        if (!next) onEvent({ type: 'skip' });
      }}
      size="lg"
      title={MESSAGES.surveyHeading}
      dismissible={!state.busy}
      hideCloseButton={state.busy}
    >
      <InvestorQuestionnaire state={state} onEvent={onEvent} showHeading={false} className={styles.questionnaire} />
    </Dialog>
  );
}
