// The one error vocabulary of the API: services throw AppError codes, the server maps each code to
// an HTTP status and a DRF-shaped body, and the web client branches on the same codes.
export const ERROR_STATUS = {
  validation_error: 400,
  bad_request: 400,
  not_authenticated: 401,
  token_not_valid: 401,
  authentication_failed: 401,
  permission_denied: 403,
  user_not_found: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  throttled: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** Field errors as DRF writes them: every field maps to a list of messages. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: FieldErrors; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.extra = options.extra;
  }

  /** A 400 that names the fields at fault, e.g. `{"email": ["This field is required."]}`. */
  static fields(fields: FieldErrors): AppError {
    const first = Object.entries(fields)[0];
    const message = first ? `${first[0]}: ${first[1].join(' ')}` : 'Invalid input.';
    return new AppError('validation_error', message, { fields });
  }
}

export const MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  userNotFound: 'The user matching this token was not found.',
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  throttled: 'Request was throttled.',
  internal: 'A server error occurred.',
} as const;
