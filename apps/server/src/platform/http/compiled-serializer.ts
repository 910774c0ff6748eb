// A response serializer compiled once from the endpoint's zod schema (through its JSON Schema) with
// fast-json-stringify, the library Fastify itself uses. It writes only the properties the schema
// declares, in the schema's order, so a stray field can still never leak; what it saves is zod
// re-validating every value and JSON.stringify walking the answer again (two thirds of that time
// on a page of teams).
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Only for schemas without transforms (z.toJSONSchema refuses those): the handler's TypeScript
 * type is then the only check of the values, so routes opt in one by one.
 */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  // fast-json-stringify's own Ajv is draft-07: the 2020-12 tag is dropped, the keywords used match.
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'throw',
  });
  if (!isTypedSchema(jsonSchema)) throw new Error('a response schema must have a JSON type');
  return pageSerializer(jsonSchema) ?? fastJson(jsonSchema);
}

const PAGE_KEYS = ['count', 'next', 'previous', 'results'];

/**
 * A page ({count, next, previous, results}) is written in two parts: the links, which depend on
 * the request, and the results, written once per results array and remembered while that array
 * lives. A kept page answers the same array to every caller, so its results are written once until
 * the page is dropped; a page read afresh is a new array and is written as before. Kept arrays are
 * never changed in place (a cache handing out a shared value may not be).
 */
function pageSerializer(schema: Schema): ((data: unknown) => string) | null {
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
  const written = new WeakMap<object, string>();
  return (data) => {
    // What the whole schema's writer would refuse too: a page has its results.
    if (!isPage(data)) throw new Error('"results" is required!');
    const json = written.get(data.results) ?? writeResults(data.results);
    written.set(data.results, json);
    return `${writeLinks(data).slice(0, -1)},"results":${json}}`;
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
