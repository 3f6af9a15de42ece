import { Alert } from '../../../components';
import * as sharedMessages from '../messages';

/**
 * The notice every page that takes a payment shows while the server takes test payments only (the
 * sandbox provider, `GET /api/config` → `payments.test_mode`): no money moves, only test cards pay.
 */
export function PaymentTestModeNotice({ className }: { className?: string }) {
  return (
    <Alert tone="warning" title={sharedMessages.paymentTestModeTitle} className={className}>
      {sharedMessages.paymentTestModeText}
    </Alert>
  );
}
