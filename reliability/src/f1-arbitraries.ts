// F1 schema-fuzz: fast-check arbitraries of the values a JSON Schema (2020-12, as the OpenAPI 3.1
// document writes the contract's zod schemas) accepts. Only the keywords the document uses are
// read; sizes are kept small (the mutations bring the huge values), and integers lean towards the
// small ids a fresh database actually has, so valid requests reach past the 404s.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

export const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_ITEMS = 4;
const MAX_STRING = 24;
const INT32_MAX = 2_147_483_647;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema['exclusiveMinimum'];
  const exclusiveMax = schema['exclusiveMaximum'];
  const min = Math.max(
    typeof exclusiveMin === 'number'
      ? Math.floor(exclusiveMin) + 1
      : numberOr(schema['minimum'], -INT32_MAX),
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    typeof exclusiveMax === 'number'
      ? Math.ceil(exclusiveMax) - 1
      : numberOr(schema['maximum'], INT32_MAX),
    Number.MAX_SAFE_INTEGER,
  );
  const low = Math.max(min, 1);
  const small = fc.integer({
    min: Math.min(low, max),
    max: Math.min(Math.max(low, min) + 12, max),
  });
  return fc.oneof(
    { arbitrary: small, weight: 3 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema['exclusiveMinimum'];
  const min = typeof exclusiveMin === 'number' ? exclusiveMin : numberOr(schema['minimum'], -1e6);
  const max = numberOr(schema['maximum'], 1e6);
  const whole = fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(max) });
  const hundredths = whole.map((n) => Math.min(max, Math.max(min, n + 0.25)));
  return fc
    .oneof(whole, hundredths, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }))
    .filter((n) => (typeof exclusiveMin === 'number' ? n > exclusiveMin : true));
}

function lengthOk(schema: JsonSchema) {
  const min = numberOr(schema['minLength'], 0);
  const max = numberOr(schema['maxLength'], Number.MAX_SAFE_INTEGER);
  return (text: string) => [...text].length >= min && [...text].length <= max;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const format = schema['format'];
  const ok = lengthOk(schema);
  if (format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (format === 'email') return fc.emailAddress().filter(ok);
  const pattern = schema['pattern'];
  const matching = typeof pattern === 'string' ? patternArbitrary(pattern) : null;
  if (matching) return matching.filter(ok);
  const minLength = numberOr(schema['minLength'], 0);
  const maxLength = Math.max(
    minLength,
    Math.min(numberOr(schema['maxLength'], MAX_STRING), MAX_STRING),
  );
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
  );
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = isSchema(schema['properties']) ? schema['properties'] : {};
  const required = new Set(
    Array.isArray(schema['required'])
      ? schema['required'].filter((k): k is string => typeof k === 'string')
      : [],
  );
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties))
    model[key] = arbitraryOf(isSchema(child) ? child : {}, depth + 1);
  const record = fc.record(model, {
    requiredKeys: Object.keys(model).filter((key) => required.has(key)),
  });
  const extra = schema['additionalProperties'];
  if (!isSchema(extra) || Object.keys(properties).length > 0) return record;
  const names = isSchema(schema['propertyNames']) ? schema['propertyNames'] : { maxLength: 16 };
  return fc.dictionary(stringArbitrary({ minLength: 1, ...names }), arbitraryOf(extra, depth + 1), {
    maxKeys: MAX_ITEMS,
  });
}

function typedArbitrary(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const items = isSchema(schema['items']) ? schema['items'] : {};
      const minLength = numberOr(schema['minItems'], 0);
      const maxLength = Math.max(
        minLength,
        Math.min(numberOr(schema['maxItems'], MAX_ITEMS), MAX_ITEMS),
      );
      return fc.array(arbitraryOf(items, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values `schema` accepts (as far as the keywords read here go). */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  const choices = schema['enum'];
  if (Array.isArray(choices) && choices.length > 0) {
    const values: unknown[] = choices;
    return fc.constantFrom(...values);
  }
  const anyOf = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(anyOf) && anyOf.length > 0)
    return fc.oneof(...anyOf.map((member) => arbitraryOf(isSchema(member) ? member : {}, depth)));
  const type = schema['type'];
  if (Array.isArray(type) && type.length > 0)
    return fc.oneof(...type.map((t) => typedArbitrary(String(t), schema, depth)));
  if (typeof type === 'string') return typedArbitrary(type, schema, depth);
  if (isSchema(schema['properties'])) return objectArbitrary(schema, depth);
  return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
}
