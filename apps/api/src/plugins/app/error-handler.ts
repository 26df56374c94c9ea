import { pickLanguage, translateMessage, type ApiErrorItem, type Language } from '@dossel/api-client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { Rejection, RetryLater } from '../../errors';

interface Reason {
  key: string;
  field: string | null;
  params?: Record<string, string>;
}

/** Messages of the 4xx answers that come from Fastify or its plugins rather than from our handlers. */
const MESSAGE_BY_STATUS: Record<number, string> = {
  404: 'errors.request.notFound',
  413: 'errors.request.tooLarge',
  415: 'errors.request.unsupportedMediaType',
  429: 'errors.auth.tooManyAttempts',
};

/** The code a client switches on: the key without its `errors.` prefix (`auth.invalidCredentials`). */
function codeOf(key: string): string {
  return key.replace(/^errors\./, '');
}

function isMessageKey(text: string): boolean {
  return translateMessage('pt-BR', text) !== text;
}

function errorBody(language: Language, reasons: Reason[]): ApiErrorItem[] {
  return reasons.map(({ key, field, params }) => ({
    message: translateMessage(language, key, params),
    code: codeOf(key),
    field,
  }));
}

/**
 * One reason per failed check. Our schemas carry message keys; a check without one (the body is not
 * an object at all, say) reads as a plain "invalid value".
 */
function validationReasons(error: FastifyError): Reason[] {
  return (error.validation ?? []).map((issue) => ({
    key: issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid',
    field: issue.instancePath.split('/').filter(Boolean).join('.') || null,
  }));
}

function rejectionOf(error: FastifyError): { status: number; reasons: Reason[] } | null {
  if (error instanceof Rejection) {
    return {
      status: error.statusCode,
      reasons: [{ key: error.messageKey, field: error.field, params: error.params }],
    };
  }
  if (error.validation?.length) return { status: 400, reasons: validationReasons(error) };
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return { status, reasons: [{ key: MESSAGE_BY_STATUS[status] ?? 'errors.request.invalid', field: null }] };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = pickLanguage(request.headers['accept-language']);
  const rejection = rejectionOf(error);
  if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
  if (rejection) return reply.code(rejection.status).send(errorBody(language, rejection.reasons));
  // The log keeps the details (with the request id it is bound to); the caller learns only that it failed.
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .header('x-request-id', request.id)
    .send(errorBody(language, [{ key: 'errors.unexpected', field: null }]));
}

/** Every failure becomes `[{ message, code, field }]` in the caller's language (Accept-Language). */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
