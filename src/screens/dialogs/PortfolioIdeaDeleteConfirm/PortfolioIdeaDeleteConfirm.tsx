import { Button } from '../../../components';
import { BusyDialog } from '../../shared/BusyDialog';
import * as styles from '../shared/dialogs.css';
import { DIALOG_TEXTS } from '../shared/texts';
import type { OverlayProps } from '../../shared/overlay';
import * as dialogsMessages from '../messages';

export type PortfolioIdeaDeleteConfirmProps = OverlayProps & {
  ideaName: string;
  /** Confirmed: the app calls POST /api/portfolios/{portfolioId}/remove/{ideaId}. */
  onConfirm: () => void;
  /** The removal is in flight: the dialog cannot be dismissed and repeated clicks are ignored. */
  busy?: boolean;
};

export const DELETE_TEXTS = {
  title: dialogsMessages.deleteIdeaTitle,
  confirm: dialogsMessages.deleteAction,
  busy: dialogsMessages.deleting,
  text: (name: string) => dialogsMessages.deleteIdeaText(name),
} as const;

/** Confirmation before removing an idea from the portfolio. */
export function PortfolioIdeaDeleteConfirm({
  ideaName,
  onConfirm,
  busy = false,
  ...overlay
}: PortfolioIdeaDeleteConfirmProps) {
  return (
    <BusyDialog
      {...overlay}
      title={DELETE_TEXTS.title}
      busy={busy}
      cancelLabel={DIALOG_TEXTS.cancel}
      action={
        <Button variant="danger" loading={busy} loadingText={DELETE_TEXTS.busy} onClick={onConfirm}>
          {DELETE_TEXTS.confirm}
        </Button>
      }
    >
      <p className={styles.lead}>{DELETE_TEXTS.text(ideaName)}</p>
    </BusyDialog>
  );
}
