// The one HTTP client of the web app: a typed `call(endpoint, input)` built from the contract's endpoint
// objects, with the token header, locale headers, single-flight token refresh and response parsing.
import { authEndpoints } from '@clutch/contract/auth';
import type { Endpoint, ResponseOf } from '@clutch/contract/endpoint';
import { MESSAGES } from '@clutch/contract/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { tokenStore, type TokenStore } from './auth-tokens';
import { applyServerLocale, currentLocale } from './i18n';
import { localeFromContentLanguage, type Locale } from './locale';

type ParamsPart<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never };
/** `search` hands a query string over verbatim, e.g. Steam's signed OpenID assertion. */
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query: z.input<E['query']>; search?: never } | { search: string; query?: never }
  : { query?: never; search?: never };
type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body: z.input<E['body']> }
  : { body?: never };

export type CallInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;
type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

interface RequestParts {
  params?: unknown;
  query?: unknown;
  search?: string;
  body?: unknown;
}

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  tokens: TokenStore;
  readLocale: () => Locale;
  onServerLocale: (locale: Locale) => void;
  /** Prefix of every endpoint path; the contract writes paths relative to /api/. */
  baseUrl?: string;
}

/** The spec allows two failed refreshes; the third ends the session. */
export const MAX_FAILED_REFRESHES = 2;

export function buildUrl(baseUrl: string, endpoint: Endpoint, parts: RequestParts): string {
  const params: Record<string, unknown> = isRecord(parts.params) ? parts.params : {};
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return `${baseUrl}${path}${parts.search ?? encodeQuery(parts.query)}`;
}

function encodeQuery(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      // Query schemas hold scalars only; objects have no agreed query-string form.
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

/** The spec's catalogue: a 403 saying the token's user no longer exists logs the user out. */
function isDeletedUser(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  return error.code === 'user_not_found' || error.message === MESSAGES.userNotFound;
}

function parseResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return schema.parse(body);
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api/';
  let refreshInFlight: Promise<boolean> | null = null;
  let failedRefreshes = 0;

  async function send(endpoint: Endpoint, parts: RequestParts): Promise<unknown> {
    const headers = new Headers({
      Accept: 'application/json',
      'Content-Language': deps.readLocale(),
    });
    const access = deps.tokens.readAccess();
    // Endpoints marked `none` never read the token (sign-up among them), so it is not sent there.
    if (endpoint.auth !== 'none' && access !== null)
      headers.set('Authorization', `Token ${access}`);
    const init: RequestInit = { method: endpoint.method, headers };
    if (parts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(parts.body);
    }
    const response = await deps.fetch(buildUrl(baseUrl, endpoint, parts), init);
    const serverLocale = localeFromContentLanguage(response.headers.get('Content-Language'));
    if (serverLocale !== null) deps.onServerLocale(serverLocale);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    return body;
  }

  async function refreshTokens(): Promise<boolean> {
    const refresh = deps.tokens.readRefresh();
    if (refresh === null) {
      deps.tokens.endSession();
      return false;
    }
    try {
      const pair = authEndpoints.refresh.response.parse(
        await send(authEndpoints.refresh, { body: { refresh } }),
      );
      deps.tokens.rotate(pair);
      failedRefreshes = 0;
      return true;
    } catch (error) {
      failedRefreshes += 1;
      // A refresh token the server rejects will never work again; a network or server failure might.
      const isRejected =
        error instanceof ApiError && (error.status === 400 || error.status === 401);
      if (isRejected || failedRefreshes > MAX_FAILED_REFRESHES) {
        failedRefreshes = 0;
        deps.tokens.endSession();
      }
      return false;
    }
  }

  /** Concurrent 401s share one refresh, because the server rotates (and retires) refresh tokens. */
  function refreshOnce(): Promise<boolean> {
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<ResponseOf<E>> {
    const parts: RequestParts = args[0] ?? {};
    let body: unknown;
    try {
      body = await send(endpoint, parts);
    } catch (error) {
      if (isDeletedUser(error)) deps.tokens.endSession();
      const isExpired =
        error instanceof ApiError && error.status === 401 && error.code === 'token_not_valid';
      if (!isExpired || endpoint.auth === 'none' || !(await refreshOnce())) throw error;
      body = await send(endpoint, parts);
    }
    return parseResponse<E['response']>(endpoint.response, body);
  }

  return { call };
}

export const apiClient = createApiClient({
  fetch: (url, init) => fetch(url, init),
  tokens: tokenStore,
  readLocale: currentLocale,
  onServerLocale: applyServerLocale,
});

export const call = apiClient.call;
