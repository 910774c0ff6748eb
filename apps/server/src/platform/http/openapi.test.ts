import SwaggerParser from '@apidevtools/swagger-parser';
import { contractNameOf, operationIdFromRoute } from '@clutch/contract/operation-ids';
import { profileEndpoints } from '@clutch/contract/profile';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; style?: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { $ref?: string; description?: string }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { description: string }> };
}

/** Routes mounted beside the contract (not JSON): they take operationIds from method and path. */
const PLAIN_ROUTES = [
  'get /api/games/heroes/{id}/image.svg',
  'get /api/games/maps/{name}/image.svg',
  'get /api/events_calendar/feed/{file}',
];

let text = '';
let doc: Document;
const operations: { key: string; method: string; path: string; operation: Operation }[] = [];
const op = (method: string, path: string): Operation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the document`);
  return found;
};

beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  text = response.body;
  doc = response.json<Document>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item))
      operations.push({ key: `${method} ${path}`, method, path, operation });
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for @apidevtools/swagger-parser', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('passes Redocly’s recommended rules with only the spec’s trailing slashes allowed', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    // Warnings left: the spec's paths put literal and parameter segments side by side
    // (profile/{id}/friends/ beside profile/jars/{id}/), which the router resolves literal-first,
    // and the project has no licence to name.
    const warnings = new Set(problems.map((problem) => problem.ruleId));
    expect(
      [...warnings].filter((rule) => rule !== 'no-ambiguous-paths' && rule !== 'info-license'),
    ).toEqual([]);
  });

  it('gives every operation a unique operationId named after its contract endpoint', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9_]*$/.test(id))).toBe(
      true,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const unnamed = operations
      .filter(
        ({ method, path, operation }) =>
          operation.operationId === operationIdFromRoute(method, path.replace(/^\/api\//, '')),
      )
      .map(({ key }) => key);
    // A contract endpoint here names a contract module missing from operation-ids.ts.
    expect(unnamed.sort()).toEqual([...PLAIN_ROUTES].sort());
    expect(op('get', '/api/profile/me/').operationId).toBe(contractNameOf(profileEndpoints.me));
    expect(op('get', '/api/profile/me/').operationId).toBe('profile_me');
    expect(op('post', '/api/auth/login/').operationId).toBe('auth_login');
    expect(op('post', '/api/team/invites/{id}/accept/').operationId).toBe(
      'teamInvitation_invites_accept',
    );
  });

  it('declares no security on public routes, optional security on optional ones, the token on the rest', () => {
    expect(
      operations
        .filter(({ operation }) => !Array.isArray(operation.security))
        .map(({ key }) => key),
    ).toEqual([]);
    expect(op('post', '/api/auth/login/').security).toEqual([]);
    expect(op('get', '/api/games/heroes/{id}/image.svg').security).toEqual([]);
    expect(op('get', '/api/auth/steam-login/').security).toEqual([{ token: [] }, {}]);
    expect(op('get', '/api/profile/me/').security).toEqual([{ token: [] }]);
  });

  it('documents error answers: 400 for inputs, 401 and 403 for auth, 404 for path ids, 429 for rate limits', () => {
    const statuses = (operation: Operation) =>
      Object.keys(operation.responses).filter((s) => s.startsWith('4'));
    expect(operations.filter(({ operation }) => statuses(operation).length === 0)).toEqual([]);
    expect(statuses(op('get', '/api/profile/me/'))).toEqual(['401', '403', '4XX']);
    expect(statuses(op('post', '/api/auth/login/'))).toEqual(['400', '429', '4XX']);
    expect(statuses(op('get', '/api/team/{id}/'))).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    // Declared by the endpoint: health answers 503 while the database or the bus is down.
    expect(op('get', '/api/health/').responses['503']?.$ref).toBe(
      '#/components/responses/Unavailable',
    );
    expect(op('get', '/api/profile/me/').responses['401']?.$ref).toBe(
      '#/components/responses/Unauthorized',
    );
    expect(op('get', '/api/profile/me/').responses['200']?.description).toBe('OK');
    expect(Object.keys(doc.components.responses)).toEqual(
      expect.arrayContaining([
        'BadRequest',
        'Unauthorized',
        'Forbidden',
        'NotFound',
        'TooManyRequests',
      ]),
    );
  });

  it('describes what the 401 answer really is', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/profile/me/' });
    expect(answer.statusCode).toBe(401);
    expect(JSON.stringify(doc.components.responses['Unauthorized'])).toContain(
      answer.json<{ detail: string }>().detail,
    );
  });

  it('describes multipart bodies with their file parts as binary', () => {
    const form = (operation: Operation) =>
      operation.requestBody?.content['multipart/form-data']?.schema.properties;
    expect(form(op('patch', '/api/profile/me/'))?.['avatar']).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(form(op('patch', '/api/profile/me/'))?.['username']).toMatchObject({ type: 'string' });
    expect(op('patch', '/api/profile/me/').requestBody?.content['application/json']).toBeDefined();
    expect(form(op('post', '/api/reports/'))?.['upload_files']).toMatchObject({ format: 'binary' });
    expect(form(op('post', '/api/profile/upload-image/'))?.['file']).toMatchObject({
      format: 'binary',
    });
  });

  it('writes a free-form query (the Steam callback’s openid.* keys) as one exploded object parameter', () => {
    const parameters = op('get', '/api/auth/steam-login/callback/').parameters ?? [];
    expect(parameters.map(({ in: where, style }) => ({ where, style }))).toEqual([
      { where: 'query', style: 'form' },
    ]);
    expect(parameters[0]?.schema).toMatchObject({ type: 'object' });
  });

  it('is built once at start: every request answers the same bytes', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.body).toBe(text);
    expect(text).not.toContain('"nullable"');
  });
});
