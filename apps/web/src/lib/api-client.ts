// The one HTTP client of the web app: a typed `call(endpoint, input)` built from the contract's endpoint
// objects, with the token and locale headers, single-flight token refresh, response parsing and the
// spec's error catalogue (api-failure.ts) applied through effects the app provides.
import { authEndpoints } from '@clutch/contract/auth';
import type { Endpoint, ResponseOf } from '@clutch/contract/endpoint';
import type { z } from 'zod';
import { ApiError, NetworkError } from './api-error';
import { isExpiredToken, reactionTo, type Shortfall } from './api-failure';
import { tokenStore, type TokenStore } from './auth-tokens';
import { readCountryCode } from './country-code';
import { applyServerLocale, currentLocale } from './i18n';
import { localeFromContentLanguage, type Locale } from './locale';
import { fetchWithUploadProgress, type UploadProgressListener } from './upload-progress';

type ParamsPart<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never };
/** `search` hands a query string over verbatim, e.g. Steam's signed OpenID assertion. */
type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query: z.input<E['query']>; search?: never } | { search: string; query?: never }
  : { query?: never; search?: never };
/** An endpoint that takes multipart/form-data may be sent a form instead of its JSON body. */
type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? E['multipart'] extends object
    ? { body: z.input<E['body']>; form?: never } | { form: FormData; body?: never }
    : { body: z.input<E['body']>; form?: never }
  : E['multipart'] extends object
    ? { form: FormData; body?: never }
    : { body?: never; form?: never };

export type CallInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;
export interface CallOptions {
  /** The caller shows the error itself (a form's inline alert), so the catalogue raises no toast. */
  quiet?: boolean;
  /**
   * Error codes (the body's `code`) the caller explains itself, with more than the server's words
   * (a way to fix it): those raise no toast, any other failure does.
   */
  quietCodes?: readonly string[];
  /** Failures the caller explains itself, told apart by more than their code (a clash warning). */
  isExplained?: (error: ApiError) => boolean;
  /**
   * An `Idempotency-Key` for a money-moving call: one key per attempt the person makes, so a retry
   * of the same attempt (a refresh, a lost answer) is applied once.
   */
  idempotencyKey?: string;
  /** A multipart upload that shows its progress (0 to 1) goes through the client's `upload`. */
  onUploadProgress?: UploadProgressListener;
}
type CallArgs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

interface RequestParts {
  params?: unknown;
  query?: unknown;
  search?: string;
  body?: unknown;
  form?: FormData;
}

interface SendOptions {
  idempotencyKey?: string;
  onUploadProgress?: UploadProgressListener;
}

/** What the catalogue's reactions do in the running app; tests hand in recorders. */
export interface ApiEffects {
  /** An error toast (4 s): the server's text, or a list of `field: message` items. */
  showError(message: string, items: readonly string[]): void;
  /** An `insufficient_funds` refusal: how many crystals are missing, and a way to get them. */
  showShortOfCrystals(shortfall: Shortfall): void;
  /** No answer at all: the server or the network is down. */
  showOffline(): void;
  /** 401 "credentials were not provided": back to the home page. */
  goHome(): void;
  /** The session ended because its tokens could not be renewed: sign-in dialog, or /locked. */
  sessionExpired(): void;
}

export const NO_EFFECTS: ApiEffects = {
  showError: () => undefined,
  showShortOfCrystals: () => undefined,
  showOffline: () => undefined,
  goHome: () => undefined,
  sessionExpired: () => undefined,
};

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  tokens: TokenStore;
  readLocale: () => Locale;
  onServerLocale: (locale: Locale) => void;
  /** The signed-in user's country, sent as Code-Country when known. */
  readCountry?: () => string | null;
  effects?: ApiEffects;
  /** Prefix of every endpoint path; the contract writes paths relative to /api/. */
  baseUrl?: string;
  /** A fetch that reports upload progress, for calls that ask for it; plain fetch otherwise. */
  upload?: (
    url: string,
    init: RequestInit,
    onProgress: UploadProgressListener,
  ) => Promise<Response>;
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

function parseResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return schema.parse(body);
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api/';
  const effects = deps.effects ?? NO_EFFECTS;
  let refreshInFlight: Promise<boolean> | null = null;
  let failedRefreshes = 0;

  function headersFor(endpoint: Endpoint): Headers {
    const headers = new Headers({
      Accept: 'application/json',
      'Content-Language': deps.readLocale(),
    });
    const country = deps.readCountry?.() ?? null;
    if (country !== null) headers.set('Code-Country', country);
    const access = deps.tokens.readAccess();
    // Endpoints marked `none` never read the token (sign-up among them), so it is not sent there.
    if (endpoint.auth !== 'none' && access !== null)
      headers.set('Authorization', `Token ${access}`);
    return headers;
  }

  async function send(
    endpoint: Endpoint,
    parts: RequestParts,
    options: SendOptions = {},
  ): Promise<unknown> {
    const headers = headersFor(endpoint);
    if (options.idempotencyKey !== undefined)
      headers.set('Idempotency-Key', options.idempotencyKey);
    const init: RequestInit = { method: endpoint.method, headers };
    // A form sets its own multipart Content-Type, boundary included.
    if (parts.form !== undefined) init.body = parts.form;
    else if (parts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(parts.body);
    }
    let response: Response;
    const url = buildUrl(baseUrl, endpoint, parts);
    const { onUploadProgress } = options;
    try {
      response =
        onUploadProgress !== undefined && deps.upload !== undefined && parts.form !== undefined
          ? await deps.upload(url, init, onUploadProgress)
          : await deps.fetch(url, init);
    } catch (error) {
      throw new NetworkError(error);
    }
    const serverLocale = localeFromContentLanguage(response.headers.get('Content-Language'));
    if (serverLocale !== null) deps.onServerLocale(serverLocale);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    return body;
  }

  function expireSession(): void {
    failedRefreshes = 0;
    deps.tokens.endSession();
    effects.sessionExpired();
  }

  async function refreshTokens(): Promise<boolean> {
    const refresh = deps.tokens.readRefresh();
    if (refresh === null) {
      expireSession();
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
      if (isRejected || failedRefreshes > MAX_FAILED_REFRESHES) expireSession();
      return false;
    }
  }

  /** Concurrent 401s share one refresh, because the server rotates (and retires) refresh tokens. */
  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function isExplainedByCaller(error: unknown, options: CallOptions): boolean {
    if (!(error instanceof ApiError)) return false;
    const { code } = error;
    if (code !== null && (options.quietCodes ?? []).includes(code)) return true;
    return options.isExplained?.(error) === true;
  }

  /** Applies the catalogue to a failure that is final for this call. */
  function react(error: unknown, options: CallOptions): void {
    const reaction = reactionTo(error);
    if (reaction.kind === 'sign-out') deps.tokens.endSession();
    else if (reaction.kind === 'go-home') effects.goHome();
    else if (options.quiet === true || isExplainedByCaller(error, options)) return;
    else if (reaction.kind === 'offline') effects.showOffline();
    else if (reaction.kind === 'toast') effects.showError(reaction.message, reaction.items);
    else if (reaction.kind === 'short-of-crystals') effects.showShortOfCrystals(reaction.shortfall);
  }

  async function sendRenewing(
    endpoint: Endpoint,
    parts: RequestParts,
    options: SendOptions,
  ): Promise<unknown> {
    try {
      return await send(endpoint, parts, options);
    } catch (error) {
      if (!isExpiredToken(error) || endpoint.auth === 'none') throw error;
      if (!(await refreshSession())) throw error;
      return send(endpoint, parts, options);
    }
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    ...[input, options = {}]: CallArgs<E>
  ): Promise<ResponseOf<E>> {
    try {
      const body = await sendRenewing(endpoint, input ?? {}, options);
      return parseResponse<E['response']>(endpoint.response, body);
    } catch (error) {
      react(error, options);
      throw error;
    }
  }

  return { call, refreshSession };
}

let appEffects: ApiEffects = NO_EFFECTS;

/** The app wires toasts, navigation and the sign-in dialog in once it has rendered them. */
export function setApiEffects(effects: ApiEffects): void {
  appEffects = effects;
}

export const apiClient = createApiClient({
  fetch: (url, init) => fetch(url, init),
  upload: fetchWithUploadProgress,
  tokens: tokenStore,
  readLocale: currentLocale,
  readCountry: readCountryCode,
  onServerLocale: applyServerLocale,
  effects: {
    showError: (message, items) => appEffects.showError(message, items),
    showShortOfCrystals: (shortfall) => appEffects.showShortOfCrystals(shortfall),
    showOffline: () => appEffects.showOffline(),
    goHome: () => appEffects.goHome(),
    sessionExpired: () => appEffects.sessionExpired(),
  },
});

export const call = apiClient.call;
export const refreshSession = apiClient.refreshSession;
