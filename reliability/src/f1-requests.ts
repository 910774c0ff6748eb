// F1 schema-fuzz: the requests sent to one operation, as fast-check arbitraries of its parts. A
// valid request comes from the document's parameter and body schemas; a mutated one takes a valid
// request and breaks one thing (f1-mutations.ts). Everything is drawn from a seed, so a request
// that found a bug is replayed from (operation, kind, seed, index).
import fc from 'fast-check';
import { arbitraryOf, isSchema, type JsonSchema } from './f1-arbitraries.js';
import type { Operation, Parameter } from './f1-openapi.js';

/** A request in parts; `url` and the body are written from them when it is sent. */
export interface RequestParts {
  params: Record<string, string>;
  /** Path parameters a mutation wrote already percent-encoded (`%00`, `..%2F..`): sent as they are. */
  rawParams?: Record<string, string>;
  /** Already percent-encoded pairs, so a mutation can send bytes encodeURIComponent never writes. */
  query: [string, string][];
  /** The valid body as a value (null when the operation takes none). */
  body: Record<string, unknown> | null;
  /** Raw body text when a mutation wrote it by hand; wins over `body`. */
  rawBody?: string;
  contentType?: string;
  /** A multipart form (the upload operation): its text fields and one file. */
  multipart?: { fields: [string, string][]; file: Uint8Array | null };
  anonymous?: boolean;
}

export interface FuzzRequest {
  opId: string;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  anonymous: boolean;
}

/** How a value goes into a query, a path or a form field: text as it is, anything else as JSON. */
export const scalarText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function queryPairsArbitrary(params: readonly Parameter[]): fc.Arbitrary<[string, string][]> {
  if (params.length === 0) return fc.constant([]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) model[p.name] = arbitraryOf(p.schema);
  const required = params.filter((p) => p.required).map((p) => p.name);
  return fc.record(model, { requiredKeys: required }).map((values) => {
    const pairs: [string, string][] = [];
    for (const p of params) {
      if (!(p.name in values)) continue;
      const value = values[p.name];
      // A free-form query (e.g. the Steam callback's openid.* fields) is exploded into its keys.
      if (p.schema['type'] === 'object' && isSchema(value)) {
        for (const [key, inner] of Object.entries(value))
          pairs.push([encodeURIComponent(key), encodeURIComponent(scalarText(inner))]);
      } else pairs.push([encodeURIComponent(p.name), encodeURIComponent(scalarText(value))]);
    }
    return pairs;
  });
}

function paramsArbitrary(params: readonly Parameter[]): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const p of params) model[p.name] = arbitraryOf(p.schema).map(scalarText);
  return fc.record(model);
}

function bodyArbitrary(schema: JsonSchema | null): fc.Arbitrary<Record<string, unknown> | null> {
  if (!schema) return fc.constant(null);
  return arbitraryOf(schema).map((value) => (isSchema(value) ? value : { f1_value: value }));
}

const fileArbitrary = fc.uint8Array({ minLength: 0, maxLength: 256 });

/** Requests the operation's schemas accept. */
export function validPartsArbitrary(op: Operation): fc.Arbitrary<RequestParts> {
  const multipart = op.multipartBody && !op.jsonBody ? op.multipartBody : null;
  return fc
    .record({
      params: paramsArbitrary(op.pathParams),
      query: queryPairsArbitrary(op.queryParams),
      body: bodyArbitrary(op.jsonBody),
      multipartFields: multipart ? bodyArbitrary(multipart) : fc.constant(null),
      file: fileArbitrary,
    })
    .map(({ params, query, body, multipartFields, file }) => {
      const parts: RequestParts = { params, query, body };
      if (multipart) {
        const fields = Object.entries(multipartFields ?? {})
          .filter(([, v]) => typeof v !== 'object' || v === null)
          .map(([k, v]): [string, string] => [k, scalarText(v)]);
        parts.multipart = { fields, file };
      }
      return parts;
    });
}

export const canSendBody = (op: Operation) => op.method !== 'GET' && op.method !== 'HEAD';

/** The request as it goes on the wire. */
export function writeRequest(op: Operation, kind: string, parts: RequestParts): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const raw = parts.rawParams?.[name];
    if (raw !== undefined) return raw;
    const value = parts.params[name];
    return value === undefined ? '1' : encodeURIComponent(value);
  });
  const query = parts.query.map(([k, v]) => `${k}=${v}`).join('&');
  const url = query === '' ? path : `${path}?${query}`;
  const headers: Record<string, string> = {};
  let body: string | FormData | undefined;
  if (canSendBody(op)) {
    if (parts.rawBody !== undefined) {
      body = parts.rawBody;
      headers['content-type'] = parts.contentType ?? 'application/json';
    } else if (parts.multipart) {
      const form = new FormData();
      for (const [k, v] of parts.multipart.fields) form.append(k, v);
      if (parts.multipart.file) form.append('file', new Blob([parts.multipart.file]), 'f1.bin');
      body = form;
    } else if (parts.body !== null) {
      body = JSON.stringify(parts.body);
      headers['content-type'] = parts.contentType ?? 'application/json';
    }
  }
  return {
    opId: op.id,
    kind,
    method: op.method,
    url,
    headers,
    ...(body !== undefined ? { body } : {}),
    anonymous: parts.anonymous === true,
  };
}

/** A 32-bit seed for (run seed, operation, kind), so each pair draws the same values on a replay. */
export function derivedSeed(seed: number, ...labels: string[]): number {
  let hash = seed | 0;
  for (const char of labels.join('\u0000')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x5bd1e995);
  return (hash ^ (hash >>> 15)) | 0;
}
