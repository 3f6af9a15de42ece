import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_IN_MULTILINE, MESSAGES } from '@investradar/ui/domain';
import { CONTROL_CHARACTER } from '../lib/control-characters';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields that are texts of several lines (a Markdown body): tab, LF and CR are let
     * through for them; every other control character is still refused. The route's schema must
     * refuse the rest as well (the domain's multilineText()).
     */
    multilineFields?: readonly string[];
  }
}
import { invalid } from '../lib/errors';

/**
 * Shown under the field (or `form`) whose value carries a control character: the domain schemas' own
 * message, since every string schema refuses them too (this guard is the outer layer of two).
 */
export const CONTROL_CHARACTER_MESSAGE = MESSAGES.controlCharacters;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies are small forms; deeper nesting than this is not ours and is refused as well. */
const MAX_DEPTH = 8;

/** True when a string (or object key) anywhere in the value has a control character, or nesting is absurd. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => CONTROL_CHARACTER.test(key) || hasControlCharacters(item, depth + 1),
  );
}

function offendingField(body: unknown, multiline: readonly string[] = []): string | undefined {
  if (typeof body === 'string') return hasControlCharacters(body) ? 'form' : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  if (Array.isArray(body)) return hasControlCharacters(body) ? 'form' : undefined;
  for (const [key, value] of Object.entries(body)) {
    if (CONTROL_CHARACTER.test(key)) return 'form';
    if (typeof value === 'string' && multiline.includes(key)) {
      if (CONTROL_CHARACTER_IN_MULTILINE.test(value)) return key;
      continue;
    }
    if (hasControlCharacters(value, 1)) return key;
  }
  return undefined;
}

async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const field = offendingField(request.body, request.routeOptions.config.multilineFields);
  if (field !== undefined) throw invalid({ [field]: [CONTROL_CHARACTER_MESSAGE] });
}

/**
 * First layer against hostile strings: every JSON or form body with a control character in any
 * string is answered 422 (in Russian, under the offending field) before a handler, a schema or the
 * database sees it. Runs after the anti-forgery check, which route hooks put first (http/security.ts).
 * Must be installed before the routes are registered.
 */
export function installBodyGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Reads carry no body: they pay nothing.
    if (!methods.some((method) => BODY_METHODS.has(method))) return;
    const existing =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...existing, refuseControlCharacters];
  });
}
