// An endpoint is the single description of one HTTP call: the server registers it, validates with it
// and serialises through it; the web client builds its typed fetcher from the same object.
import type { z } from 'zod';
import type { AppErrorCode } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
/** required: 401 without a valid access token; optional: the caller may be anonymous; none: never reads the token. */
export type AuthMode = 'required' | 'optional' | 'none';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Path under /api/, Fastify style (`profile/:id/`), trailing slash kept as the spec writes it. */
  readonly path: string;
  readonly auth: AuthMode;
  readonly summary: string;
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * Set when the endpoint also takes `multipart/form-data`: `fields` validates the text parts (each
   * part once; values are strings), `files` names the parts that may carry a file. A multipart
   * request skips `body`.
   */
  readonly multipart?: { readonly fields: z.ZodType; readonly files: readonly string[] };
  readonly response: z.ZodType;
  /** Status of a success answer; 200 unless written. */
  readonly status?: 200 | 201 | 204;
  /**
   * Error codes the endpoint answers beyond those its shape implies (the API document derives 400
   * from inputs, 401 and 403 from auth, 404 from path parameters), e.g. `['conflict']`.
   */
  readonly errors?: readonly AppErrorCode[];
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/**
 * A maker of endpoints that share their auth mode and OpenAPI tag (a module's group), so each
 * definition writes only what differs. Without `auth` in the group, each endpoint names its own.
 */
export function endpointGroup<const G extends { readonly tag: string; readonly auth?: AuthMode }>(
  group: G,
) {
  return <const E extends Omit<Endpoint, keyof G>>(definition: E): G & E => ({
    ...group,
    ...definition,
  });
}

export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : never;
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : never;
