// The operator routes as the running server documents them (GET /api/openapi.json): every operation
// whose path starts with /api/operator/, so B2's matrix covers a route the day it is added.
import { z } from 'zod';
import { api, expectStatus } from './api-client.js';

export const B2_HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type B2HttpMethod = (typeof B2_HTTP_METHODS)[number];

export interface OperatorOperation {
  operationId: string;
  method: B2HttpMethod;
  /** As documented: /api/operator/users/{id}/ */
  path: string;
  hasBody: boolean;
}

const OperationSchema = z.object({
  operationId: z.string(),
  requestBody: z.unknown().optional(),
});
const DocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export async function operatorOperations(origin: string): Promise<OperatorOperation[]> {
  const answer = expectStatus('openapi.json', await api(origin, '/api/openapi.json'), 200);
  const document = DocumentSchema.parse(answer.body);
  const found: OperatorOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/operator/')) continue;
    for (const [name, value] of Object.entries(item)) {
      const method = B2_HTTP_METHODS.find((known) => known === name.toUpperCase());
      if (!method) continue;
      const operation = OperationSchema.parse(value);
      found.push({
        operationId: operation.operationId,
        method,
        path,
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return found;
}

/** The path with each `{name}` (or `:name`) replaced by `values[name]`; throws on an unknown one. */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(
    /\{(\w+)\}|:(\w+)/g,
    (_match, braced: string | undefined, colon: string | undefined) => {
      const name = braced ?? colon ?? '';
      const value = values[name];
      if (value === undefined)
        throw new Error(`B2 has no value for the path parameter "${name}" of ${path}`);
      return encodeURIComponent(value);
    },
  );
}
