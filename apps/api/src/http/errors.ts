import { MESSAGES } from '@investradar/ui/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';

/** Texts for framework-level failures the domain's MESSAGES do not cover. */
export const HTTP_MESSAGES = {
  payloadTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый формат данных',
  invalidJson: 'Некорректный JSON в теле запроса',
  methodNotAllowed: 'Метод не поддерживается',
} as const;

function frameworkMessage(status: number, code: string | undefined): string {
  if (status === 413) return HTTP_MESSAGES.payloadTooLarge;
  if (status === 415) return HTTP_MESSAGES.unsupportedMediaType;
  if (status === 429) return MESSAGES.tooManyAttempts;
  if (status === 404) return MESSAGES.notFoundEntity;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 405) return HTTP_MESSAGES.methodNotAllowed;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return HTTP_MESSAGES.invalidJson;
  return MESSAGES.badRequest;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  extra?: Record<string, unknown>,
) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ success: false, message, ...(errors ? { errors } : {}), ...extra });
}

/** Every failure is JSON with a Russian message; stack traces only go to the log. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.errors, error.extra);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) return sendError(reply, 422, MESSAGES.badRequest, { form: [MESSAGES.badRequest] });
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return sendError(reply, status, frameworkMessage(status, fastifyError.code));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, MESSAGES.serverError);
  });
}
