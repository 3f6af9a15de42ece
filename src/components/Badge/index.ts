export { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge';
