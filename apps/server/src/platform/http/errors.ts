// The one place where failures become HTTP answers, in the shapes the DRF-built client expects:
// {"detail": ...} or {field: [messages]}; a 500 hides its cause from the client and logs it.
import { AppError, ERROR_STATUS, MESSAGES } from '@clutch/contract/errors';
import type { MessageLanguage } from '@clutch/contract/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { LocalizedAppError, LocalizedFieldsError } from './localized-errors.js';
import { requestLanguage } from './request-language.js';

interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function answerForAppError(error: AppError, language: MessageLanguage = 'en'): ErrorAnswer {
  const status = ERROR_STATUS[error.code];
  if (error instanceof LocalizedFieldsError) return { status, body: error.fieldsIn(language) };
  const message = error instanceof LocalizedAppError ? error.messageIn(language) : error.message;
  switch (error.code) {
    case 'validation_error':
      return { status, body: error.fields ?? { error: error.message } };
    case 'bad_request':
      return { status, body: { error: message, ...error.extra } };
    case 'token_not_valid':
      return {
        status,
        body: {
          detail: MESSAGES.tokenNotValid,
          code: 'token_not_valid',
          messages: [
            {
              token_class: textOr(error.extra?.['token_class'], 'AccessToken'),
              token_type: textOr(error.extra?.['token_type'], 'access'),
              message: error.message,
            },
          ],
        },
      };
    case 'not_authenticated':
      return { status, body: { detail: MESSAGES.notAuthenticated } };
    case 'not_found':
      return { status, body: { detail: message || MESSAGES.notFound } };
    case 'internal_error':
      return { status, body: { detail: MESSAGES.internal } };
    default:
      return { status, body: { detail: message, code: error.code, ...error.extra } };
  }
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Zod issues as DRF field errors; issues about the whole body go under non_field_errors. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message =
      key === 'non_field_errors' && issue.message.startsWith('Invalid input')
        ? 'Invalid data. Expected a JSON object.'
        : issue.message;
    (fields[key] ??= []).push(message);
  }
  return fields;
}

const FASTIFY_CODES: Record<string, (error: FastifyError) => ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: (e) => ({
    status: 400,
    body: { detail: `JSON parse error - ${e.message}` },
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    status: 400,
    body: { detail: 'JSON parse error - the body is empty.' },
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({
    status: 413,
    body: { detail: 'Request body is too large.' },
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (e) => ({ status: 415, body: { detail: e.message } }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    status: 400,
    body: { detail: 'Invalid Content-Length.' },
  }),
};

export function answerForError(
  error: unknown,
  language: MessageLanguage = 'en',
): ErrorAnswer | null {
  if (error instanceof AppError) return answerForAppError(error, language);
  if (!isFastifyError(error)) return null;
  if (error.validation && error.validation.length > 0) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'Invalid value.',
    }));
    return { status: 400, body: fieldErrorsFromIssues(issues) };
  }
  const byCode = FASTIFY_CODES[error.code];
  if (byCode) return byCode(error);
  if (error instanceof SyntaxError)
    return { status: 400, body: { detail: `JSON parse error - ${error.message}` } };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { detail: error.message || MESSAGES.throttled } };
  if (status >= 400 && status < 500) return { status, body: { detail: error.message } };
  return null;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** How long the rest of a refused body is read and dropped before the connection is ended. */
const LINGER_MS = 5000;

/**
 * Refused before its body was all read (a file over its limit, an upload without a token): the rest
 * of the body, which may be hundreds of megabytes or an endless chunked stream, is read and dropped
 * for a moment, so the client reads this answer rather than a reset, and then the connection ends.
 */
function lingerThenClose(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => {
    setTimeout(() => {
      if (!request.raw.complete && !request.raw.socket.destroyed) request.raw.socket.destroy();
    }, LINGER_MS).unref();
  });
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  // `complete` is a boolean on a real connection (an injected test request has none).
  if (request.raw.complete === false) lingerThenClose(request, reply);
  const answer = answerForError(error, requestLanguage(request));
  if (answer) {
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    // Every 503 says when to come back, as the database's and Redis's own 503s do.
    if (answer.status === 503 && !reply.hasHeader('retry-after'))
      void reply.header('retry-after', '1');
    void reply.status(answer.status).send(answer.body);
    return;
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  void reply.status(500).send({ detail: MESSAGES.internal, request_id: request.id });
}
