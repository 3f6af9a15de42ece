export { UpgradeToPro } from './UpgradeToPro';
export type { UpgradeToProProps } from './UpgradeToPro';
