import { BillingBanner } from '@investradar/ui';
import type { Subscription } from '@investradar/ui/domain';
import { useConfig } from '../session/AppContext';

/** The header's billing banner (docs/product/flows.md): shown for an overdue subscription once the configuration is there. */
export function OverdueBanner({ subscription }: { subscription: Subscription }) {
  const { config } = useConfig();
  return config ? <BillingBanner subscription={subscription} config={config} /> : null;
}
