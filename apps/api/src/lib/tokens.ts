import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, cookie-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // timingSafeEqual throws on different lengths; the length of a MAC is public anyway.
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Anti-forgery tokens: `<nonce>.<HMAC(secret, binding + nonce)>`. The binding is the session (or the
 * guest's pre-session id), so a token taken from another browser does not verify here.
 */
export function createCsrfToken(secret: string, binding: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${csrfMac(secret, binding, nonce)}`;
}

export function verifyCsrfToken(secret: string, binding: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  return safeEqual(mac, csrfMac(secret, binding, nonce));
}

function csrfMac(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf\u0000${binding}\u0000${nonce}`).digest('base64url');
}

/**
 * A value only this server can have issued: `<value>.<HMAC(secret, purpose + value)>`, for cookies
 * whose content the server must trust (the guest id, the partner attribution, the known device). The
 * purpose keeps one kind from passing for another; the MAC follows the last dot.
 */
export function signValue(secret: string, purpose: string, value: string): string {
  return `${value}.${valueMac(secret, purpose, value)}`;
}

/** The value of a signed one, or null when it was not signed here for this purpose (hand-made, altered). */
export function verifySignedValue(secret: string, purpose: string, signed: unknown, maxLength = 500): string | null {
  if (typeof signed !== 'string' || signed.length > maxLength) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  return safeEqual(signed.slice(dot + 1), valueMac(secret, purpose, value)) ? value : null;
}

function valueMac(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`signed\u0000${purpose}\u0000${value}`).digest('base64url');
}
