// PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request's JSON body, query or path
// would fail deep in a query as a 500. Like DRF's ProhibitNullCharactersValidator, the request is
// refused up front with a 400 naming the field. Only the inputs the route declares are read, so the
// answer is one its OpenAPI operation documents.
import { AppError } from '@clutch/contract/errors';
import type { FastifyInstance } from 'fastify';

export const NULL_CHARACTERS_MESSAGE = 'Null characters are not allowed.';

/** The dotted path of the first string (or key) holding a NUL, or null; iterative for deep JSON. */
export function nullCharacterPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (key.includes('\u0000')) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema;
    const inputs: [unknown, unknown][] = schema
      ? [
          [schema.params, request.params],
          [schema.querystring, request.query],
          [schema.body, request.body],
        ]
      : [];
    for (const [declared, value] of inputs) {
      const path = declared ? nullCharacterPath(value) : null;
      if (path !== null) {
        const field = path === '' ? 'non_field_errors' : path;
        done(AppError.fields({ [field]: [NULL_CHARACTERS_MESSAGE] }));
        return;
      }
    }
    done();
  });
}
