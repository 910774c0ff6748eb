// Mounts a contract endpoint on Fastify: the contract's schemas validate params, query and body and
// serialise the answer (so no database field leaks), and the caller is resolved before the handler.
import type { Endpoint } from '@clutch/contract/endpoint';
import { operationIdOf } from '@clutch/contract/operation-ids';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { resolveCaller, type Authenticator, type AuthUser } from './auth-guard.js';
import { compileSerializer } from './compiled-serializer.js';
import { hasRateLimit, securityOf } from './openapi-operations.js';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;
type CallerOf<E extends Endpoint> = E['auth'] extends 'required' ? AuthUser : AuthUser | null;

export interface RouteInput<E extends Endpoint> {
  caller: CallerOf<E>;
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<z.input<E['response']>>;

export interface RouteOptions {
  /** Extra guards run after the caller is known, e.g. rate limits keyed by account. */
  preHandler?: preHandlerAsyncHookHandler[];
  /**
   * Write the answer with a serializer compiled from the response schema instead of re-validating
   * it with zod: for hot lists whose handlers build every field themselves (see
   * compiled-serializer.ts).
   */
  compiledResponse?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: AuthUser | null;
  }
}

/** The type Fastify gives the JSON it serialises itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

export function mountEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  authenticator: Authenticator,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  // Written in the handler rather than as Fastify's serializer, which must answer text: a kept
  // page's bytes are sent as they are.
  const write = options.compiledResponse ? compileSerializer(endpoint.response) : null;
  const operationId = operationIdOf(endpoint);
  const guards = options.preHandler ?? [];
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    request.caller = await resolveCaller(
      authenticator,
      endpoint.auth,
      request.headers.authorization,
    );
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method satisfies HTTPMethods,
    url: `/api/${endpoint.path}`,
    schema: {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: securityOf(endpoint.auth),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    config: { openapi: { operationId, endpoint, isRateLimited: hasRateLimit(guards) } },
    // The caller is known before the input is validated: a signed-out caller gets 401, never a 400
    // that describes the input of a route they may not call (reliability test B2).
    preValidation: authenticate,
    ...(guards.length > 0 ? { preHandler: guards } : {}),
    handler: async (request, reply) => {
      // The type provider has already validated these against the same schemas the types come from.
      /* eslint-disable @typescript-eslint/consistent-type-assertions */
      const input = {
        caller: request.caller,
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as RouteInput<E>;
      /* eslint-enable @typescript-eslint/consistent-type-assertions */
      const result = await handler(input);
      if (status === 204) return reply.status(204).send();
      if (write) return reply.status(status).type(JSON_TYPE).send(write(result));
      return reply.status(status).send(result);
    },
  });
}
