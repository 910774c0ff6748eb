// What the API document needs to know of each mounted endpoint beyond its route schema: the contract
// definition (auth, inputs, multipart, declared errors) and whether a rate limit guards it. Routes
// carry it in their config; openapi.ts collects it as they are added.
import type { Endpoint } from '@clutch/contract/endpoint';
import type { preHandlerAsyncHookHandler } from 'fastify';

export interface OperationMeta {
  readonly operationId: string;
  readonly endpoint: Endpoint;
  readonly isRateLimited: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OperationMeta;
  }
}

const rateLimitGuards = new WeakSet<preHandlerAsyncHookHandler>();

/** Marks a guard as a rate limit, so the operations it guards document their 429. */
export function asRateLimitGuard(guard: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  rateLimitGuards.add(guard);
  return guard;
}

export function hasRateLimit(guards: readonly preHandlerAsyncHookHandler[]): boolean {
  return guards.some((guard) => rateLimitGuards.has(guard));
}

/** OpenAPI security: `none` declares none, `optional` also allows anonymous callers. */
export function securityOf(auth: Endpoint['auth']): Record<string, string[]>[] {
  if (auth === 'none') return [];
  if (auth === 'optional') return [{ token: [] }, {}];
  return [{ token: [] }];
}
