// `mount(endpoint, handler)`: what modules use to put their contract endpoints on the server, with
// the caller resolved and the rate limits at hand.
import type { Endpoint } from '@clutch/contract/endpoint';
import { AppError } from '@clutch/contract/errors';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import type { Authenticator } from './auth-guard.js';
import { mountEndpoint, type RouteHandler, type RouteOptions } from './endpoint-route.js';
import { asRateLimitGuard } from './openapi-operations.js';

export interface RateLimitSettings {
  perIpPerMinute: number;
  perAddressPerHour: number;
}

export interface Limits {
  /** Requests one IP may make to this action per minute. */
  perIp(action: string): preHandlerAsyncHookHandler;
  /**
   * Requests naming one e-mail (or other body field) per hour, whoever sends them; `multiple` times
   * the address allowance where a tighter per-IP limit comes first (`perAddressFromIp`).
   */
  perAddress(action: string, field: string, multiple?: number): preHandlerAsyncHookHandler;
  /**
   * Requests naming one e-mail from one IP per hour: a guesser spends their own allowance and the
   * owner signing in from elsewhere is not locked out (reliability test A3).
   */
  perAddressFromIp(action: string, field: string): preHandlerAsyncHookHandler;
  /**
   * Requests per account, read from the refresh token in the body or the caller: the auth limit
   * per minute, or `rate` when given (e.g. messages per 10 seconds).
   */
  perAccount(
    action: string,
    rate?: AccountRate,
    whenStoreDown?: StoreDownPolicy,
  ): preHandlerAsyncHookHandler;
}

/**
 * What a limit does when its counter store (Redis) cannot be reached (README "Failure behaviour"):
 * `refuse` answers 503 with Retry-After (sign-in, money, passwords: fail closed); `allow` lets the
 * request through uncounted (anti-spam limits on what a player writes: the chat keeps working).
 */
export type StoreDownPolicy = 'refuse' | 'allow';

export interface AccountRate {
  max: number;
  windowMs: number;
}

export interface Mount {
  <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions): void;
  readonly limits: Limits;
  readonly app: FastifyInstance;
}

function bodyField(request: FastifyRequest, field: string): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !(field in body)) return '';
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 256) : '';
}

function accountOf(request: FastifyRequest): string {
  if (request.caller) return String(request.caller.id);
  try {
    const userId = decodeJwt(bodyField(request, 'refresh')).user_id;
    return typeof userId === 'number' ? String(userId) : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

/**
 * One guard per limit. @fastify/rate-limit's own hook runs only once per request, so several limits
 * on one route (per IP and per address) use its createRateLimit checker instead.
 */
function limiter(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: number;
    keyGenerator: (request: FastifyRequest) => string;
    skipOnError?: boolean;
  },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit(options);
  return asRateLimitGuard(async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(
      'throttled',
      `Request was throttled. Expected available in ${String(result.ttlInSeconds)} seconds.`,
    );
  });
}

export function createMount(
  app: FastifyInstance,
  authenticator: Authenticator,
  settings: RateLimitSettings,
): Mount {
  const limits: Limits = {
    perIp: (action) =>
      limiter(app, {
        max: settings.perIpPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `${action}:ip:${request.ip}`,
      }),
    perAddress: (action, field, multiple = 1) =>
      limiter(app, {
        max: settings.perAddressPerHour * multiple,
        timeWindow: 3_600_000,
        keyGenerator: (request) => `${action}:addr:${bodyField(request, field)}`,
      }),
    perAddressFromIp: (action, field) =>
      limiter(app, {
        max: settings.perAddressPerHour,
        timeWindow: 3_600_000,
        keyGenerator: (request) => `${action}:addr-ip:${bodyField(request, field)}:${request.ip}`,
      }),
    perAccount: (action, rate, whenStoreDown = 'refuse') =>
      limiter(app, {
        max: rate?.max ?? settings.perIpPerMinute,
        timeWindow: rate?.windowMs ?? 60_000,
        keyGenerator: (request) => `${action}:acct:${accountOf(request)}`,
        skipOnError: whenStoreDown === 'allow',
      }),
  };
  const mount = <E extends Endpoint>(
    endpoint: E,
    handler: RouteHandler<E>,
    options?: RouteOptions,
  ) => mountEndpoint(app, authenticator, endpoint, handler, options);
  return Object.assign(mount, { limits, app });
}
