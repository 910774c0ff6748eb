// The error answers of the API document: one shared response per status the error map can give,
// with the bodies errors.ts writes (the contract's error schemas), and which statuses an operation
// documents, derived from its contract definition.
import { DetailErrorSchema, FieldErrorsSchema, TokenErrorSchema } from '@clutch/contract/common';
import { ERROR_STATUS, MESSAGES, type AppErrorCode } from '@clutch/contract/errors';
import { z } from 'zod';
import type { OperationMeta } from './openapi-operations.js';

export type Json = Record<string, unknown>;
export type ErrorStatus = (typeof ERROR_STATUS)[AppErrorCode];

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** errors.ts's `bad_request` body: the reason under `error`, with any details beside it. */
const RefusedRequestSchema = z
  .object({ error: z.string() })
  .catchall(z.unknown())
  .describe('A request refused as a whole, e.g. a malformed multipart form.');

/** The bodies errors.ts answers with, as the contract writes them. */
function errorSchemas(): Json {
  return {
    ErrorDetail: {
      ...jsonSchemaOf(DetailErrorSchema, 'output'),
      description: 'Why the request failed; `code` names the error where a client branches on it.',
    },
    FieldErrors: {
      ...jsonSchemaOf(FieldErrorsSchema, 'output'),
      description: 'Messages per invalid field (`non_field_errors` for the body as a whole).',
      examples: [{ email: ['Enter a valid email address.'] }],
    },
    RefusedRequest: jsonSchemaOf(RefusedRequestSchema, 'output'),
    TokenNotValid: {
      ...jsonSchemaOf(TokenErrorSchema, 'output'),
      description: 'The access token is expired or revoked: refresh it and retry.',
    },
  };
}

interface ErrorResponse {
  name: string;
  description: string;
  schema: Json;
  examples?: Json;
}

const detail = schemaRef('ErrorDetail');

/** One shared response per status the error map can answer. */
const ERROR_RESPONSES: Record<ErrorStatus, ErrorResponse> = {
  400: {
    name: 'BadRequest',
    description: 'Invalid input: field errors, a refused request, or a body that is not JSON.',
    schema: {
      anyOf: [schemaRef('FieldErrors'), schemaRef('RefusedRequest'), detail],
    },
  },
  401: {
    name: 'Unauthorized',
    description: `No credentials ("${MESSAGES.notAuthenticated}"), or an access token that is not valid (code token_not_valid: refresh and retry).`,
    schema: { anyOf: [schemaRef('TokenNotValid'), detail] },
    examples: {
      notAuthenticated: { value: { detail: MESSAGES.notAuthenticated } },
      tokenNotValid: {
        value: {
          detail: MESSAGES.tokenNotValid,
          code: 'token_not_valid',
          messages: [
            {
              token_class: 'AccessToken',
              token_type: 'access',
              message: 'Token is invalid or expired',
            },
          ],
        },
      },
    },
  },
  403: {
    name: 'Forbidden',
    description: `Not allowed to the caller ("${MESSAGES.permissionDenied}"), or the token's user no longer exists.`,
    schema: detail,
  },
  404: { name: 'NotFound', description: 'No such object.', schema: detail },
  405: { name: 'MethodNotAllowed', description: 'Method not allowed.', schema: detail },
  409: {
    name: 'Conflict',
    description: 'The request conflicts with the current state.',
    schema: detail,
  },
  413: { name: 'PayloadTooLarge', description: 'The body is too large.', schema: detail },
  415: { name: 'UnsupportedMediaType', description: 'Unsupported body type.', schema: detail },
  422: { name: 'Unprocessable', description: 'The request cannot be carried out.', schema: detail },
  429: {
    name: 'TooManyRequests',
    description: `${MESSAGES.throttled} Retry after the seconds in Retry-After.`,
    schema: detail,
  },
  500: { name: 'InternalError', description: MESSAGES.internal, schema: detail },
  503: { name: 'Unavailable', description: 'Not ready or not configured.', schema: detail },
};

export const responseRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
});

function responseComponent(status: ErrorStatus): Json {
  const { description, schema, examples } = ERROR_RESPONSES[status];
  return {
    description,
    content: { 'application/json': { schema, ...(examples ? { examples } : {}) } },
    ...(status === 429
      ? {
          headers: {
            'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
          },
        }
      : {}),
  };
}

/** The error statuses an endpoint documents: from its inputs, auth, path and declared codes. */
export function errorStatusesOf(meta: OperationMeta): ErrorStatus[] {
  const { endpoint } = meta;
  const statuses = new Set<ErrorStatus>();
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) statuses.add(400);
  if (endpoint.auth !== 'none') statuses.add(401);
  if (endpoint.auth === 'required') statuses.add(403);
  if (endpoint.params) statuses.add(404);
  if (meta.isRateLimited) statuses.add(429);
  for (const code of endpoint.errors ?? []) statuses.add(ERROR_STATUS[code]);
  return [...statuses].sort((a, b) => a - b);
}

/** The error schemas, and the shared responses of the statuses some operation uses. */
export function errorComponents(used: ReadonlySet<ErrorStatus>): {
  schemas: Json;
  responses: Json;
} {
  const responses: Json = {};
  for (const status of [...used].sort((a, b) => a - b))
    responses[ERROR_RESPONSES[status].name] = responseComponent(status);
  return { schemas: errorSchemas(), responses };
}
