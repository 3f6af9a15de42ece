import { createHmac, timingSafeEqual } from 'node:crypto';

/** CloudPayments' Content-HMAC: base64 of HMAC-SHA256 over the raw request body with the API secret. */
export function contentHmac(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** Compares the header with the body's signature in constant time (any length, any garbage). */
export function contentHmacValid(body: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > 128) return false;
  const expected = Buffer.from(contentHmac(body, secret), 'utf8');
  const given = Buffer.from(header, 'utf8');
  // timingSafeEqual needs equal lengths; compare against itself to spend the same time either way.
  if (given.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, given);
}
