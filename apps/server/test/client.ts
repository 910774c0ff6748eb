// A typed client for tests: calls an endpoint by its contract object, with path params, query and
// body typed from its schemas. A 2xx answer is parsed by the endpoint's response schema (so a test
// also checks the answer keeps to the contract); any other answer is kept as its DRF error body.
import type { Endpoint, ResponseOf } from '@clutch/contract/endpoint';
import type { z } from 'zod';
import type { TestApp } from './harness.js';
import { multipart, type FormPart } from './multipart.js';

/** A DRF page as lists answer it. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A DRF error body: `{detail}`, `{error}`, `{field: [messages]}` or the simplejwt 401 shape. */
export type ErrorBody = Record<string, unknown>;

/** Request headers asking for answers in `language` (an Accept-Language value); 'none' asks for none. */
export const acceptLanguage = (language: string | undefined): Record<string, string> =>
  language === undefined || language === 'none' ? {} : { 'accept-language': language };

type ParamsPart<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never };
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query?: z.input<E['query']> }
  : { query?: never };
type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body?: z.input<E['body']> }
  : { body?: never };

export type CallInput<E extends Endpoint> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> & {
    /** The signed-in caller (a TestUser); absent or null: anonymous. */
    as?: { headers: Record<string, string> } | null;
    headers?: Record<string, string>;
    /** Sent as the body instead of `body`, unchecked: for tests of what validation refuses. */
    rawBody?: unknown;
    /** Sent as the query string instead of `query`, unchecked (without the `?`). */
    search?: string;
    /** An Idempotency-Key header. */
    idempotencyKey?: string;
    /** Sent as a multipart/form-data body (built part by part) instead of `body`. */
    form?: FormPart[];
  };

type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface Answer<E extends Endpoint> {
  readonly status: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  /** Whether the status is 2xx. */
  readonly ok: boolean;
  /** The answer parsed by the endpoint's response schema; throws when the status is not 2xx. */
  readonly body: ResponseOf<E>;
  /** The body of a non-2xx answer; throws when the status is 2xx. */
  readonly error: ErrorBody;
  /** The body as sent. */
  readonly text: string;
}

/** `profile/:id/` with its params filled in, and the query string. */
export function urlOf(endpoint: Endpoint, params: unknown, query: unknown, search?: string) {
  const values: Record<string, unknown> = isRecord(params) ? params : {};
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const text = search ?? encodeQuery(query);
  return `/api/${path}${text === '' ? '' : `?${text}`}`;
}

function encodeQuery(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
        search.append(key, String(item));
  }
  return search.toString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** inject() sends an object as JSON with its content type; a string goes as it is. */
function payloadOf(value: unknown): { payload?: string | object } {
  if (value === undefined) return {};
  if (typeof value === 'string' || (typeof value === 'object' && value !== null))
    return { payload: value };
  return { payload: JSON.stringify(value) };
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface TestClient {
  /** Calls the endpoint and answers whatever came back, typed. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Answer<E>>;
  /** Calls the endpoint and answers its parsed body; throws (with the answer) on a non-2xx status. */
  ok<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}

export function testClient(t: TestApp): TestClient {
  const call = async <E extends Endpoint>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<Answer<E>> => {
    const { as, headers, rawBody, search, idempotencyKey, form } = input ?? {};
    const url = urlOf(endpoint, input?.params, input?.query, search);
    const encoded = form === undefined ? undefined : multipart(form);
    const res = await t.app.inject({
      method: endpoint.method,
      url,
      headers: {
        ...as?.headers,
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
        ...encoded?.headers,
        ...headers,
      },
      ...(encoded === undefined ? payloadOf(rawBody ?? input?.body) : { payload: encoded.payload }),
    });
    const what = `${endpoint.method} ${url} answered ${String(res.statusCode)} ${res.body}`;
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    let parsed: { value: ResponseOf<E> } | undefined;
    return {
      status: res.statusCode,
      headers: res.headers,
      ok,
      text: res.body,
      get body(): ResponseOf<E> {
        if (!ok) throw new Error(what);
        // zod cannot name the output of a schema still generic here; the parse is what checks it.
        parsed ??= { value: endpoint.response.parse(parseJson(res.body)) as ResponseOf<E> };
        return parsed.value;
      },
      get error(): ErrorBody {
        const body = parseJson(res.body);
        if (ok || !isRecord(body)) throw new Error(`expected an error body: ${what}`);
        return body;
      },
    };
  };
  return {
    call,
    async ok(endpoint, ...args) {
      return (await call(endpoint, ...args)).body;
    },
  };
}
