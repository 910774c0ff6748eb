// The errors a failed API call throws (an answer that is not a success, or no answer at all), and
// how a DRF-shaped body becomes one readable line: error, message, detail, then field messages.

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body as the server sent it (DRF shape), or null when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(describeErrorBody(body) ?? `Request failed with status ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** DRF's machine-readable `code`, e.g. `token_not_valid`. */
  get code(): string | null {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : null;
  }
}

/** fetch itself failed: offline, DNS, a dropped connection. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return typeof first === 'string' ? first : null;
  }
  return null;
}

function fieldMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** `{"email": ["Enter a valid email address."]}` reads `email: Enter a valid email address.` */
export function describeErrorBody(body: unknown): string | null {
  if (!isRecord(body)) return typeof body === 'string' && body !== '' ? body : null;
  for (const key of ['error', 'message', 'detail']) {
    const text = firstText(body[key]);
    if (text !== null) return text;
  }
  const lines = Object.entries(body)
    .filter(([field]) => field !== 'code' && field !== 'messages')
    .flatMap(([field, value]) => {
      const messages = fieldMessages(value);
      return messages.length === 0 ? [] : [`${field}: ${messages.join(' ')}`];
    });
  return lines.length === 0 ? null : lines.join('\n');
}

/** The text to show for any thrown value; null means the caller shows its own generic message. */
export function describeError(error: unknown): string | null {
  if (error instanceof ApiError) return describeErrorBody(error.body);
  return null;
}
