// Server-to-server calls (the operator's commands, the Telegram bot) carry a shared secret in a header,
// compared in constant time. Routes using it are `config: { serverToServer: true }` (no CSRF token):
// this check is their only door, so an unset secret closes the route.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';

export const SERVER_SECRET_MESSAGES = {
  disabled: 'Вызов отключен на этом сервере',
  denied: 'Неверный ключ доступа',
} as const;

/** SHA-256 of both sides first: equal lengths for timingSafeEqual, and nothing about the length leaks. */
export function secretMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Throws 404 when the route has no secret configured, 401 when the header is missing or wrong. */
export function requireServerSecret(request: FastifyRequest, header: string, expected: string | undefined): void {
  if (!expected) throw new ApiError(404, SERVER_SECRET_MESSAGES.disabled);
  const given = request.headers[header.toLowerCase()];
  if (typeof given !== 'string' || !secretMatches(given, expected))
    throw new ApiError(401, SERVER_SECRET_MESSAGES.denied);
}
