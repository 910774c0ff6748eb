// A response serializer compiled once from the endpoint's zod schema (through its JSON Schema) with
// fast-json-stringify, the library Fastify itself uses. It writes only the properties the schema
// declares, in the schema's order, so a stray field can still never leak; what it saves is zod
// re-validating every value and JSON.stringify walking the answer again (two thirds of that time
// on a page of teams).
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/** What a compiled serializer writes: the JSON text, or its UTF-8 bytes when those are kept. */
export type Written = string | Buffer;

/**
 * Only for schemas without transforms (z.toJSONSchema refuses those): the handler's TypeScript
 * type is then the only check of the values, so routes opt in one by one.
 */
export function compileSerializer(schema: z.ZodType): (data: unknown) => Written {
  // fast-json-stringify's own Ajv is draft-07: the 2020-12 tag is dropped, the keywords used match.
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'throw',
  });
  if (!isTypedSchema(jsonSchema)) throw new Error('a response schema must have a JSON type');
  return pageSerializer(jsonSchema) ?? keptObjectSerializer(fastJson(jsonSchema));
}

/** Writes a frozen value's UTF-8 bytes once, and remembers them while the value lives. */
function bytesOnce<T extends object>(write: (data: T) => string): (data: T) => Buffer {
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    let bytes = written.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(write(data));
      written.set(data, bytes);
    }
    return bytes;
  };
}

/**
 * Any other answer is written on each call, except a frozen object (a kept answer, like
 * profile/me's), whose bytes are written once.
 */
function keptObjectSerializer(write: (data: unknown) => string): (data: unknown) => Written {
  const kept = bytesOnce<object>(write);
  return (data) =>
    typeof data === 'object' && data !== null && Object.isFrozen(data) ? kept(data) : write(data);
}

const PAGE_KEYS = ['count', 'next', 'previous', 'results'];

const CLOSE = Buffer.from('}');

/**
 * A page ({count, next, previous, results}) is written in two parts: the links, which depend on
 * the request, and the results. A kept page's results (frozen by `keptPage`, so never changed in
 * place) are written once, as UTF-8 bytes, and remembered while the array lives: every read of the
 * page answers the same array until the page is dropped. The last whole answer is remembered too,
 * so a read with the same links (the same caller and address) answers the same bytes: no text is
 * joined, measured or encoded again for it. Any other results are written on each answer.
 */
function pageSerializer(schema: Schema): ((data: unknown) => Written) | null {
  if (!('type' in schema) || schema.type !== 'object' || !schema.properties) return null;
  const { results, ...links } = schema.properties;
  if (Object.keys(schema.properties).join() !== PAGE_KEYS.join()) return null;
  if (results === undefined || !isTypedSchema(results)) return null;
  // A part written alone must not point into the whole schema.
  if (JSON.stringify(schema).includes('"$ref"')) return null;
  const required = (schema.required ?? []).filter((key) => key !== 'results');
  type Write = (data: object) => string;
  const writeLinks: Write = fastJson({ type: 'object', properties: links, required });
  const writeResults: Write = fastJson(results);
  const resultsBytes = bytesOnce(writeResults);
  // Per kept results array, the last whole answer made of it, with the links it was made with.
  const lastWhole = new WeakMap<object, { links: string; whole: Buffer }>();
  const head = (data: object) => `${writeLinks(data).slice(0, -1)},"results":`;
  return (data) => {
    // What the whole schema's writer would refuse too: a page has its results.
    if (!isPage(data)) throw new Error('"results" is required!');
    // Only a kept page's results (frozen by keptPage) are remembered: a short-lived key in a
    // WeakMap costs the garbage collector more than writing it once saves.
    if (!Object.isFrozen(data.results)) return `${head(data)}${writeResults(data.results)}}`;
    const links = head(data);
    const last = lastWhole.get(data.results);
    if (last?.links === links) return last.whole;
    const whole = Buffer.concat([Buffer.from(links), resultsBytes(data.results), CLOSE]);
    lastWhole.set(data.results, { links, whole });
    return whole;
  };
}

function isPage(data: unknown): data is { results: unknown[] } {
  return (
    typeof data === 'object' && data !== null && 'results' in data && Array.isArray(data.results)
  );
}

/** zod's JSON Schema type is wider than fast-json-stringify's; every response schema has a type. */
function isTypedSchema(value: object): value is Schema {
  return 'type' in value && value.type !== undefined;
}
