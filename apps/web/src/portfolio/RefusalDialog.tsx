import { PermissionDialog, UpgradeToPro } from '@investradar/ui';

export type Refusal = { kind: 'permission'; type: string; isGuest: boolean } | { kind: 'upgrade' };

/**
 * What a refused add-to-portfolio opens: the permission dialog of the refusing key (with the PRO
 * features of the configuration), or 'Доступно для аккаунтов уровня PRO' for ii.portfolio.
 * Loaded only when a refusal happens (React.lazy).
 */
export default function RefusalDialog({
  refusal,
  features,
  onClose,
  onRegister,
  onNavigate,
}: {
  refusal: Refusal;
  features: readonly string[] | undefined;
  onClose: () => void;
  onRegister: () => void;
  onNavigate: (href: string) => void;
}) {
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());
  if (refusal.kind === 'upgrade') return <UpgradeToPro open onOpenChange={onOpenChange} onNavigate={onNavigate} />;
  return (
    <PermissionDialog
      open
      onOpenChange={onOpenChange}
      type={refusal.type}
      isGuest={refusal.isGuest}
      features={features}
      onRegister={onRegister}
      onNavigate={onNavigate}
    />
  );
}
