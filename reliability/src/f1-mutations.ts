// F1 schema-fuzz: the plan's mutations, each breaking one thing of a valid request. JSON bodies are
// written by hand where JSON.stringify cannot write the case (duplicate keys, NaN, 1e309, -0, lone
// surrogates as raw `\ud800` escapes, 10k-deep nesting, a `__proto__` key).
import fc from 'fast-check';
import { isSchema } from './f1-arbitraries.js';
import type { Operation } from './f1-openapi.js';
import { canSendBody, scalarText, type RequestParts } from './f1-requests.js';

export interface Mutation {
  name: string;
  applies(op: Operation): boolean;
  /** The broken request, from a valid one and two picks (which field, which bad value). */
  apply(op: Operation, parts: RequestParts, pickKey: number, pickValue: number): RequestParts;
  /** Requests per operation and seed: heavy ones (a megabyte, 10k levels) once. */
  perOperation: number;
}

/** The key marking a polluted `Object.prototype`: no answer may ever carry it. */
export const POLLUTION_MARKER = 'f1_polluted_7c1e';

const MEGABYTE_STRING = 'A'.repeat(1_000_000);
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

// Lower case on purpose: the leak check looks for the server's own upper-case SQL and PG messages.
const SQL = [
  "' or '1'='1",
  '1; drop table users; --',
  "%' and 1=(select 1)--",
  "'; select pg_sleep(5)--",
  "' union select null,null--",
  '1)) or ((1=1',
  "$$; copy x to program 'id'; $$",
  '\\',
];
const REGEX = ['.*', '(a+)+$', `${'a'.repeat(40)}!`, '[', '(?<x>', '$&$1', '%_%', '^$|.*\\'];
const WRONG = [
  '123',
  '-1',
  '1.5',
  '"text"',
  'true',
  'false',
  'null',
  '[]',
  '{}',
  '[1,2]',
  '{"a":1}',
];
const NON_FINITE = [
  'NaN',
  '1e309',
  '-1e309',
  '-0',
  'Infinity',
  '-Infinity',
  '1e-400',
  '9007199254740993',
];
const LONE_SURROGATE = ['"\\ud800"', '"a\\udfffb"', '"\\udbff\\udbff"', '"\\udc00\\ud800"'];
const NUL = ['"a\\u0000b"', '"\\u0000"', `"a${String.fromCharCode(0)}b"`];
const RTL = ['"\\u202egnp.exe"', '"\\u200fabc\\u200e"', '"\\u2066x\\u2069"', '"\u202eadmin"'];
const NOT_OBJECT = ['[]', '"x"', 'null', '1', '', '{', '{"a":1,}', 'true', '[{"a":1}]', "{'a':1}"];
const PRIVILEGED = {
  is_admin: true,
  is_staff: true,
  role: 'admin',
  balance: 1e9,
  id: 1,
  user_id: 1,
  owner_id: 1,
  email_verified: true,
  f1_extra: 'x',
};
const QUERY_WRONG = [
  'abc',
  'NaN',
  '1e309',
  '-0',
  '-1',
  '99999999999999999999',
  '1.5',
  '%5B%5D',
  'true',
  '',
];
const QUERY_SPECIAL = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E2%80%AEabc',
  '%zz',
  '%',
  encodeURIComponent(SQL[0] ?? ''),
  encodeURIComponent(SQL[3] ?? ''),
  encodeURIComponent(REGEX[1] ?? ''),
  encodeURIComponent(REGEX[2] ?? ''),
  'x'.repeat(10_000),
];
const PATH_BAD = [
  '0',
  '-1',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '%00',
  '..%2F..',
  '%ED%A0%80',
  'a'.repeat(300),
  encodeURIComponent("' or 1=1--"),
  '%20',
  '-0',
];

const at = <T>(list: readonly T[], index: number): T => {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty payload list');
  return value;
};

function bodyProperties(op: Operation): Record<string, unknown> {
  return op.jsonBody && isSchema(op.jsonBody['properties']) ? op.jsonBody['properties'] : {};
}

const takesString = (schema: unknown): boolean =>
  isSchema(schema) &&
  (schema['type'] === 'string' ||
    (Array.isArray(schema['type']) && schema['type'].includes('string')) ||
    (Array.isArray(schema['anyOf']) && schema['anyOf'].some(takesString)));

const takesNumber = (schema: unknown): boolean =>
  isSchema(schema) &&
  (schema['type'] === 'integer' ||
    schema['type'] === 'number' ||
    (Array.isArray(schema['anyOf']) && schema['anyOf'].some(takesNumber)));

/** A field of the body to break: one of those `prefer` likes, else any, else a new one. */
function pickField(op: Operation, pick: number, prefer?: (schema: unknown) => boolean): string {
  const properties = Object.entries(bodyProperties(op));
  const liked = prefer ? properties.filter(([, s]) => prefer(s)) : properties;
  const from = liked.length > 0 ? liked : properties;
  return from.length > 0 ? at(from, pick)[0] : 'f1_field';
}

/** `{...body, [key]: <raw literal>}`, with `prefix` entries written first. */
function rawWith(
  body: Record<string, unknown> | null,
  key: string | null,
  literal: string,
  prefix = '',
): string {
  const entries = Object.entries(body ?? {})
    .filter(([k]) => k !== key)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  if (key !== null) entries.push(`${JSON.stringify(key)}:${literal}`);
  if (prefix !== '') entries.unshift(prefix);
  return `{${entries.join(',')}}`;
}

/** A mutation that writes one field of the body as a raw literal from `values`. */
function fieldLiteral(
  name: string,
  values: readonly string[],
  prefer?: (schema: unknown) => boolean,
  perOperation = 2,
  applies: (op: Operation) => boolean = hasJsonBody,
): Mutation {
  return {
    name,
    perOperation,
    applies,
    apply: (op, parts, pickKey, pickValue) => ({
      ...parts,
      rawBody: rawWith(parts.body, pickField(op, pickKey, prefer), at(values, pickValue)),
    }),
  };
}

const hasQuery = (op: Operation) => op.queryParams.length > 0;
/** Field-level breakage means something only where the operation reads a JSON body. */
const hasJsonBody = (op: Operation) => canSendBody(op) && op.jsonBody !== null;

function setQuery(op: Operation, parts: RequestParts, pick: number, value: string): RequestParts {
  const name = encodeURIComponent(at(op.queryParams, pick).name);
  return { ...parts, query: [...parts.query.filter(([k]) => k !== name), [name, value]] };
}

const BODY_MUTATIONS: Mutation[] = [
  fieldLiteral('wrong-type', WRONG),
  {
    name: 'missing-required',
    perOperation: 2,
    applies: (op) => Array.isArray(op.jsonBody?.['required']) && op.jsonBody['required'].length > 0,
    apply: (op, parts, pickKey) => {
      const required = Array.isArray(op.jsonBody?.['required']) ? op.jsonBody['required'] : [];
      const gone = String(at(required, pickKey));
      const rest = Object.fromEntries(Object.entries(parts.body ?? {}).filter(([k]) => k !== gone));
      return { ...parts, rawBody: JSON.stringify(rest) };
    },
  },
  {
    name: 'extra-properties',
    perOperation: 2,
    applies: hasJsonBody,
    apply: (_op, parts) => ({
      ...parts,
      rawBody: JSON.stringify({ ...PRIVILEGED, ...parts.body }),
    }),
  },
  fieldLiteral('megabyte-string', [JSON.stringify(MEGABYTE_STRING)], takesString, 1),
  // Parsing-level cases: every body-taking operation parses its JSON before it reads any field.
  fieldLiteral('deep-nesting-10k', [DEEP_ARRAY, DEEP_OBJECT], undefined, 2, canSendBody),
  {
    name: 'proto-key',
    perOperation: 2,
    applies: canSendBody,
    // At the top of the body, or inside one of its fields.
    apply: (op, parts, pickKey) => ({
      ...parts,
      rawBody:
        pickKey % 2 === 0
          ? rawWith(parts.body, null, '', `"__proto__":{"${POLLUTION_MARKER}":1}`)
          : rawWith(parts.body, pickField(op, pickKey), `{"__proto__":{"${POLLUTION_MARKER}":1}}`),
    }),
  },
  {
    name: 'constructor-prototype',
    perOperation: 2,
    applies: canSendBody,
    apply: (_op, parts) => ({
      ...parts,
      rawBody: rawWith(
        parts.body,
        null,
        '',
        `"constructor":{"prototype":{"${POLLUTION_MARKER}":1}}`,
      ),
    }),
  },
  fieldLiteral('nan-1e309-minus-zero', NON_FINITE, takesNumber, 2, canSendBody),
  fieldLiteral('lone-surrogate', LONE_SURROGATE, takesString, 2, canSendBody),
  fieldLiteral('nul', NUL, takesString),
  fieldLiteral('rtl', RTL, takesString),
  fieldLiteral(
    'sql-metacharacters',
    SQL.map((s) => JSON.stringify(s)),
    takesString,
    3,
  ),
  fieldLiteral(
    'regex-metacharacters',
    REGEX.map((s) => JSON.stringify(s)),
    takesString,
    2,
  ),
  {
    name: 'duplicate-keys',
    perOperation: 2,
    applies: canSendBody,
    apply: (op, parts, pickKey, pickValue) => {
      const key = pickField(op, pickKey);
      const valid = JSON.stringify(parts.body?.[key] ?? 1);
      const wrong = at(WRONG, pickValue);
      const [first, second] = pickValue % 2 === 0 ? [valid, wrong] : [wrong, valid];
      return {
        ...parts,
        rawBody: rawWith(parts.body, key, `${first},${JSON.stringify(key)}:${second}`),
      };
    },
  },
  {
    name: 'not-an-object',
    perOperation: 2,
    applies: canSendBody,
    apply: (_op, parts, _pickKey, pickValue) => ({ ...parts, rawBody: at(NOT_OBJECT, pickValue) }),
  },
  {
    name: 'text-plain',
    perOperation: 1,
    applies: canSendBody,
    apply: (_op, parts) => ({
      ...parts,
      rawBody: JSON.stringify(parts.body ?? { f1: 1 }),
      contentType: 'text/plain',
    }),
  },
  {
    name: 'form-urlencoded',
    perOperation: 1,
    applies: canSendBody,
    apply: (_op, parts) => {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(parts.body ?? { f1: 1 })) form.append(k, scalarText(v));
      return {
        ...parts,
        rawBody: form.toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    },
  },
];

const OTHER_MUTATIONS: Mutation[] = [
  {
    name: 'repeated-query',
    perOperation: 2,
    applies: hasQuery,
    apply: (op, parts, pickKey, pickValue) => {
      const name = encodeURIComponent(at(op.queryParams, pickKey).name);
      const first = parts.query.find(([k]) => k === name)?.[1] ?? '1';
      // `?id=1&id=2`: the same value twice, or a second one (often of the wrong type).
      const second = pickValue % 3 === 0 ? first : at(QUERY_WRONG, pickValue);
      return {
        ...parts,
        query: [...parts.query.filter(([k]) => k !== name), [name, first], [name, second]],
      };
    },
  },
  {
    name: 'query-wrong-type',
    perOperation: 2,
    applies: hasQuery,
    apply: (op, parts, pickKey, pickValue) =>
      setQuery(op, parts, pickKey, at(QUERY_WRONG, pickValue)),
  },
  {
    name: 'query-special',
    perOperation: 3,
    applies: hasQuery,
    apply: (op, parts, pickKey, pickValue) =>
      setQuery(op, parts, pickKey, at(QUERY_SPECIAL, pickValue)),
  },
  {
    name: 'query-megabyte',
    perOperation: 1,
    applies: hasQuery,
    apply: (op, parts, pickKey) => setQuery(op, parts, pickKey, MEGABYTE_STRING),
  },
  {
    name: 'path-id',
    perOperation: 3,
    applies: (op) => op.pathParams.length > 0,
    apply: (op, parts, pickKey, pickValue) => ({
      ...parts,
      rawParams: { [at(op.pathParams, pickKey).name]: at(PATH_BAD, pickValue) },
    }),
  },
  {
    name: 'anonymous',
    perOperation: 2,
    applies: () => true,
    apply: (_op, parts) => ({ ...parts, anonymous: true }),
  },
];

export const MUTATIONS: readonly Mutation[] = [...BODY_MUTATIONS, ...OTHER_MUTATIONS];

/** Broken requests of one kind for `op`, from its valid ones. */
export function mutatedArbitrary(
  op: Operation,
  mutation: Mutation,
  valid: fc.Arbitrary<RequestParts>,
): fc.Arbitrary<RequestParts> {
  return fc
    .tuple(valid, fc.nat(), fc.nat())
    .map(([parts, pickKey, pickValue]) => mutation.apply(op, parts, pickKey, pickValue));
}
