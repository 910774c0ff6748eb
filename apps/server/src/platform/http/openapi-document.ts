// Completes the generated OpenAPI 3.1 document from each operation's contract definition: its error
// answers (shared responses from openapi-errors.ts), multipart bodies with their file parts, and
// free-form queries as one parameter, which @fastify/swagger would otherwise split into bogus
// parameters named after JSON Schema keywords.
import type { Endpoint } from '@clutch/contract/endpoint';
import { operationIdFromRoute } from '@clutch/contract/operation-ids';
import {
  errorComponents,
  errorStatusesOf,
  isRecord,
  jsonSchemaOf,
  responseRef,
  schemaRef,
  type ErrorStatus,
  type Json,
} from './openapi-errors.js';
import type { OperationMeta } from './openapi-operations.js';

/** Text parts as the fields schema has them (its parsed side when a preprocess hides the input). */
function multipartSchema(multipart: NonNullable<Endpoint['multipart']>): Json {
  const input = jsonSchemaOf(multipart.fields, 'input');
  const fields = isRecord(input['properties']) ? input : jsonSchemaOf(multipart.fields, 'output');
  const properties: Json = isRecord(fields['properties']) ? { ...fields['properties'] } : {};
  for (const file of multipart.files)
    properties[file] = {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
    };
  return {
    type: 'object',
    properties,
    ...(Array.isArray(fields['required']) ? { required: fields['required'] } : {}),
  };
}

function describeMultipart(operation: Json, endpoint: Endpoint): void {
  if (!endpoint.multipart) return;
  const body = isRecord(operation['requestBody']) ? operation['requestBody'] : { required: true };
  const content = isRecord(body['content']) ? body['content'] : {};
  content['multipart/form-data'] = { schema: multipartSchema(endpoint.multipart) };
  operation['requestBody'] = { ...body, content };
}

/** A query of arbitrary keys (a record) is one exploded form parameter, as OpenAPI writes it. */
function describeFreeFormQuery(operation: Json, endpoint: Endpoint): void {
  if (!endpoint.query) return;
  const schema = jsonSchemaOf(endpoint.query, 'input');
  if (isRecord(schema['properties'])) return;
  const parameters: unknown[] = Array.isArray(operation['parameters'])
    ? operation['parameters']
    : [];
  const others = parameters.filter((p) => !isRecord(p) || p['in'] !== 'query');
  operation['parameters'] = [
    ...others,
    { name: 'query', in: 'query', style: 'form', explode: true, schema },
  ];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * A route mounted beside the contract (an SVG picture, an iCalendar feed) is public: only contract
 * endpoints resolve the caller. It documents 404 for path parameters and 400 for inputs.
 */
function completePlainRoute(operation: Json, method: string, path: string): ErrorStatus[] {
  operation['operationId'] ??= operationIdFromRoute(method, path.replace(/^\/api\//, ''));
  operation['security'] ??= [];
  const parameters = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
  const statuses: ErrorStatus[] = [];
  const hasInput =
    operation['requestBody'] !== undefined ||
    parameters.some((p) => isRecord(p) && p['in'] === 'query');
  if (hasInput) statuses.push(400);
  if (path.includes('{')) statuses.push(404);
  return statuses;
}

/** Adds the statuses' shared responses, unless the route wrote its own. */
function addErrorResponses(operation: Json, statuses: readonly ErrorStatus[]): void {
  const responses = isRecord(operation['responses']) ? operation['responses'] : {};
  for (const status of statuses) responses[String(status)] ??= responseRef(status);
  operation['responses'] = responses;
}

const SUCCESS_REASONS: Json = { '200': 'OK', '201': 'Created', '204': 'No Content' };

/** @fastify/swagger calls every answer "Default Response": a success says its HTTP reason. */
function describeSuccess(operation: Json): void {
  if (!isRecord(operation['responses'])) return;
  for (const [status, response] of Object.entries(operation['responses'])) {
    const reason = SUCCESS_REASONS[status];
    if (isRecord(response) && response['description'] === 'Default Response' && reason)
      response['description'] = reason;
  }
}

const CLIENT_ERROR_RANGE = {
  description:
    'Any other refused request: malformed, too large (413) or of an unsupported type (415).',
  content: { 'application/json': { schema: schemaRef('ErrorDetail') } },
};

/** Every operation can be refused before its handler runs; `4XX` stands for those answers. */
function addClientErrorRange(operation: Json): void {
  const responses = isRecord(operation['responses']) ? operation['responses'] : {};
  responses['4XX'] ??= { $ref: '#/components/responses/ClientError' };
  operation['responses'] = responses;
}

/**
 * zod's `unknown().nullable()` becomes `anyOf: [{}, {type: null}]`, which matches anything: say so
 * with `{}`; a one-member anyOf is its member.
 */
function simplifySchemas(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) simplifySchemas(item);
    return;
  }
  if (!isRecord(value)) return;
  for (const child of Object.values(value)) simplifySchemas(child);
  const anyOf = value['anyOf'];
  if (!Array.isArray(anyOf)) return;
  if (anyOf.some((member) => isRecord(member) && Object.keys(member).length === 0)) {
    delete value['anyOf'];
  } else if (anyOf.length === 1 && isRecord(anyOf[0])) {
    delete value['anyOf'];
    Object.assign(value, anyOf[0]);
  }
}

function completeOperations(paths: Json, operations: ReadonlyMap<string, OperationMeta>) {
  const used = new Set<ErrorStatus>();
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isRecord(pathItem)) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!HTTP_METHODS.has(method) || !isRecord(operation)) continue;
      const id = operation['operationId'];
      const meta = typeof id === 'string' ? operations.get(id) : undefined;
      let statuses: ErrorStatus[];
      if (meta) {
        describeFreeFormQuery(operation, meta.endpoint);
        describeMultipart(operation, meta.endpoint);
        statuses = errorStatusesOf(meta);
      } else {
        statuses = completePlainRoute(operation, method, path);
      }
      addErrorResponses(operation, statuses);
      for (const status of statuses) used.add(status);
      addClientErrorRange(operation);
      describeSuccess(operation);
    }
  }
  return used;
}

/** Mutates the generated document; operations are matched to their meta by operationId. */
export function completeDocument(document: Json, operations: ReadonlyMap<string, OperationMeta>) {
  const paths = isRecord(document['paths']) ? document['paths'] : {};
  const used = completeOperations(paths, operations);
  simplifySchemas(paths);
  const components = isRecord(document['components']) ? document['components'] : {};
  simplifySchemas(components['schemas']);
  const errors = errorComponents(used);
  components['schemas'] = {
    ...(isRecord(components['schemas']) ? components['schemas'] : {}),
    ...errors.schemas,
  };
  components['responses'] = { ClientError: CLIENT_ERROR_RANGE, ...errors.responses };
  document['components'] = components;
}
