import { Alert, Button } from '../../../components';
import { MESSAGES } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../inAppLink';

type BecomeProProps = { plansHref: string; onNavigate?: NavigateHandler };

/** 'Стать PRO' as a small button-styled link to the plans. */
export function BecomeProButton({ plansHref, onNavigate }: BecomeProProps) {
  return (
    <Button asChild size="sm">
      <a href={plansHref} onClick={inAppClick(onNavigate, plansHref)}>
        {MESSAGES.becomeProLink}
      </a>
    </Button>
  );
}

/** For members without PRO: coins come with PRO, and the way there. */
export function BecomeProAlert(props: BecomeProProps) {
  return (
    <Alert tone="info" actions={<BecomeProButton {...props} />}>
      {MESSAGES.coinHistoryEmpty}
    </Alert>
  );
}
