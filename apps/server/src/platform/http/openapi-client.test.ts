// A client generated from /api/openapi.json (openapi-typescript, as bot and overlay developers would)
// type-checks real calls and rejects wrong ones.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp();
const dir = mkdtempSync(join(tmpdir(), 'clutch-openapi-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A typed fetch over the generated `paths`, and calls a bot would make with it. */
const CALLS = `
import type { paths } from './schema.js';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Input<O> = (O extends { parameters: { query?: infer Q } } ? { query?: Q } : object) &
  (O extends { requestBody: infer B } ? { body: Json<B> } : object);
type Answer<O> = O extends { responses: infer R }
  ? { [S in keyof R]: { status: S; data: Json<R[S]> } }[keyof R]
  : never;

declare function call<P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  input: Input<Operation<P, M>>,
): Promise<Answer<Operation<P, M>>>;

export async function bot(): Promise<string[]> {
  const said: string[] = [];
  const login = await call('post', '/api/auth/login/', {
    body: { email: 'bot@example.com', password: 'a-long-password-1' },
  });
  if (login.status === 200) said.push(login.data.access, login.data.refresh);
  if (login.status === 400 && !('detail' in login.data) && !('error' in login.data))
    said.push(...(login.data['email'] ?? []));

  const me = await call('get', '/api/profile/me/', {});
  if (me.status === 200) {
    const balance: number = me.data.balance;
    const name: string = me.data.username;
    said.push(name, String(balance));
  }
  if (me.status === 401 && me.data.code === 'token_not_valid') said.push('refresh and retry');

  const teams = await call('get', '/api/team/', { query: { search: 'clutch', per_page: 10 } });
  if (teams.status === 200) said.push(...teams.data.results.map((team) => team.name));

  // @ts-expect-error a sign-in needs its password
  await call('post', '/api/auth/login/', { body: { email: 'bot@example.com' } });
  // @ts-expect-error the team list has no such filter
  await call('get', '/api/team/', { query: { colour: 'red' } });
  // @ts-expect-error there is no such path
  await call('get', '/api/profile/everyone/', {});
  return said;
}
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    types: [],
  },
  files: ['calls.ts'],
};

describe('a client generated from the OpenAPI document', () => {
  it('type-checks a bot’s sign-in, profile and team-list calls and refuses wrong ones', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const schema = astToString(await openapiTS(document.body));
    writeFileSync(join(dir, 'schema.ts'), schema);
    writeFileSync(join(dir, 'calls.ts'), CALLS);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    const tsc = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
    const args = [tsc, '--project', dir];
    const checked = await promisify(execFile)(process.execPath, args, { cwd: dir }).then(
      () => '',
      (error: unknown) =>
        error instanceof Error && 'stdout' in error ? String(error.stdout) : String(error),
    );
    expect(checked).toBe('');
    expect(schema).toContain('profile_me');
  }, 120_000);
});
