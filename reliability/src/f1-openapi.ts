// F1 schema-fuzz: the operations of the server's OpenAPI 3.1 document (GET /api/openapi.json, made
// from the contract's zod schemas), and a checker of answers against the response the document
// declares for their status, with ajv's JSON Schema 2020-12 dialect (the one OpenAPI 3.1 uses).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isSchema, type JsonSchema } from './f1-arbitraries.js';

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  /** operationId, e.g. `profile_transactions_create`. */
  id: string;
  method: string;
  /** The template, e.g. `/api/profile/{id}/transactions/`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody: JsonSchema | null;
  multipartBody: JsonSchema | null;
  bodyRequired: boolean;
  /** Whether the document lets an anonymous caller in. */
  isPublic: boolean;
  responses: Record<string, ResponseSpec>;
}

export interface ResponseSpec {
  /** The JSON body's schema; null when the answer has no JSON body (204, a picture, a feed). */
  schema: JsonSchema | null;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

function resolveResponse(document: JsonSchema, response: unknown): JsonSchema {
  if (!isSchema(response)) return {};
  const ref = response['$ref'];
  if (typeof ref !== 'string') return response;
  const name = ref.replace('#/components/responses/', '');
  const components = isSchema(document['components']) ? document['components'] : {};
  const responses = isSchema(components['responses']) ? components['responses'] : {};
  const resolved = responses[name];
  if (!isSchema(resolved)) throw new Error(`unresolved response ${ref}`);
  return resolved;
}

function jsonSchemaIn(content: unknown, type: string): JsonSchema | null {
  if (!isSchema(content)) return null;
  const media = content[type];
  return isSchema(media) && isSchema(media['schema']) ? media['schema'] : null;
}

function parametersOf(operation: JsonSchema, where: 'path' | 'query'): Parameter[] {
  const list = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
  return list.filter(isSchema).flatMap((p) =>
    p['in'] === where && typeof p['name'] === 'string'
      ? [
          {
            name: p['name'],
            schema: isSchema(p['schema']) ? p['schema'] : {},
            required: p['required'] === true,
          },
        ]
      : [],
  );
}

function operationOf(document: JsonSchema, path: string, method: string, op: JsonSchema) {
  const body = isSchema(op['requestBody']) ? op['requestBody'] : null;
  const responses: Record<string, ResponseSpec> = {};
  for (const [status, response] of Object.entries(isSchema(op['responses']) ? op['responses'] : {}))
    responses[status] = {
      schema: jsonSchemaIn(resolveResponse(document, response)['content'], 'application/json'),
    };
  const security = Array.isArray(op['security']) ? op['security'] : [];
  return {
    id: typeof op['operationId'] === 'string' ? op['operationId'] : `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    pathParams: parametersOf(op, 'path'),
    queryParams: parametersOf(op, 'query'),
    jsonBody: body ? jsonSchemaIn(body['content'], 'application/json') : null,
    multipartBody: body ? jsonSchemaIn(body['content'], 'multipart/form-data') : null,
    bodyRequired: body?.['required'] === true,
    isPublic:
      security.length === 0 || security.some((s) => isSchema(s) && Object.keys(s).length === 0),
    responses,
  };
}

/** Every operation of the document, in its order. */
export function operationsOf(document: JsonSchema): Operation[] {
  const paths = isSchema(document['paths']) ? document['paths'] : {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isSchema(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isSchema(op)) operations.push(operationOf(document, path, method, op));
    }
  }
  return operations;
}

/** `#/components/schemas/X` as a reference into the schema the checker registers the components under. */
function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (!isSchema(value)) return value;
  const copy: JsonSchema = {};
  for (const [key, child] of Object.entries(value))
    copy[key] =
      key === '$ref' && typeof child === 'string'
        ? child.replace('#/components/schemas/', 'f1-components#/$defs/')
        : rebaseRefs(child);
  return copy;
}

export type CheckResult = { ok: true } | { ok: false; reason: string };

// ajv-formats is CommonJS with its plugin as `exports.default`.
const addFormats = addFormatsModule.default;

/** Validates answers against the document's response for their status (exact, then `4XX`, then default). */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({
    strict: false,
    allowUnionTypes: true,
    allErrors: false,
    logger: false,
  });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: JsonSchema) {
    addFormats(this.ajv);
    const components = isSchema(document['components']) ? document['components'] : {};
    this.ajv.addSchema({
      $id: 'f1-components',
      $defs: rebaseRefs(isSchema(components['schemas']) ? components['schemas'] : {}),
    });
  }

  /** The document's answer for `status`, and under which key it is declared. */
  specFor(op: Operation, status: number): { key: string; spec: ResponseSpec } | null {
    for (const key of [String(status), `${String(Math.floor(status / 100))}XX`, 'default']) {
      const spec = op.responses[key];
      if (spec) return { key, spec };
    }
    return null;
  }

  check(op: Operation, status: number, contentType: string, text: string): CheckResult {
    const found = this.specFor(op, status);
    if (!found) return { ok: false, reason: `status ${String(status)} is not declared` };
    const { key, spec } = found;
    if (!spec.schema) {
      if (status === 204 && text !== '') return { ok: false, reason: '204 with a body' };
      return { ok: true };
    }
    if (!/json/i.test(contentType))
      return { ok: false, reason: `content-type "${contentType}" where JSON is declared` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'body is not JSON' };
    }
    const cacheKey = `${op.id} ${key}`;
    let validate = this.compiled.get(cacheKey);
    if (!validate) {
      const schema = rebaseRefs(spec.schema);
      validate = this.ajv.compile(isSchema(schema) ? schema : {});
      this.compiled.set(cacheKey, validate);
    }
    if (validate(body)) return { ok: true };
    const error = validate.errors?.[0];
    return {
      ok: false,
      reason: `${key}: ${error?.instancePath ?? ''} ${error?.message ?? 'invalid'} ${JSON.stringify(error?.params ?? {})}`,
    };
  }
}
