// One-click unsubscribe links: `<user id>.<flag>.<HMAC(app secret, user id + flag)>`. The MAC is the
// authentication (the link works without signing in), so a forged or altered link verifies to nothing.
import { createHmac } from 'node:crypto';
import { notificationKeys, type NotificationKey } from '@investradar/ui/domain';
import { safeEqual } from '../../lib/tokens';

const TOKEN_SHAPE = /^(\d{1,10})\.([a-z_]{1,32})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, userId: number, flag: NotificationKey): string {
  return createHmac('sha256', secret).update(`unsubscribe\u0000${userId}\u0000${flag}`).digest('base64url');
}

export function createUnsubscribeToken(secret: string, userId: number, flag: NotificationKey): string {
  return `${userId}.${flag}.${mac(secret, userId, flag)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: unknown,
): { userId: number; flag: NotificationKey } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const flag = match[2] as NotificationKey;
  if (!Number.isSafeInteger(userId) || !(notificationKeys as readonly string[]).includes(flag)) return null;
  return safeEqual(match[3]!, mac(secret, userId, flag)) ? { userId, flag } : null;
}

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export function unsubscribeUrl(publicUrl: string, secret: string, userId: number, flag: NotificationKey): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${createUnsubscribeToken(secret, userId, flag)}`;
}
