export { Avatar, avatarSizes, initials } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
