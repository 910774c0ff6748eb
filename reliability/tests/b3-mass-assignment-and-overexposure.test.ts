// B3 mass-assignment-and-overexposure: the profile, team, tournament and jar forms sent with
// privileged fields on top (all at once, one at a time, and under a raw `__proto__` key), the
// database read straight before and after; every answer seen scanned for keys no reader may get;
// and a `__proto__` payload must not reach the server's Object.prototype (read inside the server
// through its inspector, and in what it answers afterwards).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  api,
  sendJsonText,
  signUp,
  type ApiAnswer,
  type Player,
} from '../src/api-client.js';
import { diff, openDatabase, snapshot, type Snapshot } from '../src/b3-db-snapshot.js';
import { privilegedFields, violations } from '../src/b3-privileged.js';
import { AnswerAllowlist } from '../src/b3-allowlist.js';
import { forbiddenKeys, type ScanOptions } from '../src/b3-forbidden-keys.js';
import { figure, ofTotal } from '../src/figures.js';
import {
  connectInspector,
  INSPECTOR_FLAG,
  prototypeKeysAdded,
  prototypeKeysFigure,
  type Inspector,
} from '../src/inspector.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

let server: SuiteServer;
let inspector: Inspector;
let db: pg.Client;
/** Sends the extra fields. */
let attacker: Player;
/** The user the extra fields try to make an owner of the attacker's objects. */
let victim: Player;
let ids: { team: number; jar: number; tournament: number };

const tournamentForm = () => ({
  translations: {
    en: { name: 'B3 Cup', description: 'B3' },
    ua: { name: 'B3 Кубок', description: '' },
    cn: { name: 'B3 杯', description: '' },
  },
  grid: 3,
  start_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  freeze_time: 30,
});

interface Target {
  name: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  /** The honest part of the form (fresh each call: team names are unique). */
  legit: () => Record<string, unknown>;
  /** The endpoint takes multipart/form-data too (a second parser to try). */
  multipart?: boolean;
}

const TARGETS: Target[] = [
  {
    name: 'PATCH profile/me',
    method: 'PATCH',
    path: () => '/api/profile/me/',
    multipart: true,
    legit: () => ({ country: 'DE' }),
  },
  {
    name: 'POST team',
    method: 'POST',
    path: () => '/api/team/',
    multipart: true,
    legit: () => ({ name: `B3 ${randomBytes(4).toString('hex')}` }),
  },
  {
    name: 'PATCH team',
    method: 'PATCH',
    path: () => `/api/team/${String(ids.team)}/`,
    multipart: true,
    legit: () => ({ description: 'B3 edit' }),
  },
  {
    name: 'POST tournament',
    method: 'POST',
    path: () => '/api/tournaments/?game=1',
    legit: tournamentForm,
  },
  {
    name: 'PATCH tournament',
    method: 'PATCH',
    path: () => `/api/tournaments/${String(ids.tournament)}/`,
    multipart: true,
    legit: () => ({ freeze_time: 60 }),
  },
  {
    name: 'POST jar',
    method: 'POST',
    path: () => '/api/profile/jars/',
    multipart: true,
    legit: () => ({ title: 'B3 jar', is_unlimited: true }),
  },
  {
    name: 'PATCH jar',
    method: 'PATCH',
    path: () => `/api/profile/jars/${String(ids.jar)}/`,
    multipart: true,
    legit: () => ({ title: 'B3 jar edit' }),
  },
];

/** A request whose JSON is written by hand, so a raw `__proto__` key goes out as a key. */
const sendRaw = (method: string, path: string, token: string, json: string) =>
  sendJsonText(server.origin, method, path, token, json);

/** The same form as multipart/form-data text parts, each value as the text a browser sends. */
async function sendForm(target: Target, parts: [string, unknown][]): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of parts)
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(server.origin + target.path(), {
    method: target.method,
    headers: { authorization: `Token ${attacker.tokens.access}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const answer = await answerOf(response);
  seen.push({
    what: `${target.name} (multipart)`,
    method: target.method,
    url: target.path(),
    answer,
    options: scanOptions(target),
  });
  return answer;
}

const scanOptions = (target: Target): ScanOptions => ({
  readerEmail: attacker.email,
  ownData: target.name === 'PATCH profile/me',
});

/** Every answer the test saw, with who read it, for the forbidden-key scan. */
const seen: {
  what: string;
  method: string;
  url: string;
  answer: ApiAnswer;
  options: ScanOptions;
}[] = [];

async function send(target: Target, json: string): Promise<ApiAnswer> {
  const answer = await sendRaw(target.method, target.path(), attacker.tokens.access, json);
  seen.push({
    what: target.name,
    method: target.method,
    url: target.path(),
    answer,
    options: scanOptions(target),
  });
  return answer;
}

const withKey = (json: string, key: string, value: unknown) =>
  `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value)}}`;

beforeAll(async () => {
  server = await startSuiteServer({}, { nodeArgs: [INSPECTOR_FLAG] });
  inspector = await connectInspector(server.output());
  [attacker, victim] = await Promise.all([
    signUp(server.origin, 'b3attacker'),
    signUp(server.origin, 'b3victim'),
  ]);
  db = await openDatabase(server.directDatabaseUrl);
  const token = attacker.tokens.access;
  const created = async (path: string, body: unknown) => {
    const answer = await api(server.origin, path, { method: 'POST', token, body });
    const id =
      typeof answer.body === 'object' && answer.body !== null && 'id' in answer.body
        ? Number(answer.body.id)
        : NaN;
    if (answer.status !== 201 || !Number.isInteger(id))
      throw new Error(
        `${path}: ${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
    return id;
  };
  ids = {
    team: await created('/api/team/', { name: `B3 ${randomBytes(4).toString('hex')}` }),
    jar: await created('/api/profile/jars/', { title: 'B3 jar', is_unlimited: true }),
    tournament: await created('/api/tournaments/?game=1', tournamentForm()),
  };
}, 120_000);

afterAll(async () => {
  inspector?.close();
  await db?.end();
  await server?.stop();
});

describe('B3 mass-assignment-and-overexposure', () => {
  it('changes 0 privileged columns when the forms carry privileged fields', async () => {
    const rows: string[] = [];
    const allViolations: string[] = [];
    let requests = 0;
    const controlFailures: string[] = [];
    for (const target of TARGETS) {
      const before: Snapshot = await snapshot(db);
      const statuses = new Map<number, number>();
      const count = (answer: ApiAnswer) => {
        requests += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      };
      count(
        await send(target, JSON.stringify({ ...target.legit(), ...privilegedFields(victim.id) })),
      );
      for (const [key, value] of Object.entries(privilegedFields(victim.id)))
        count(await send(target, JSON.stringify({ ...target.legit(), [key]: value })));
      count(
        await send(
          target,
          withKey(JSON.stringify(target.legit()), '__proto__', privilegedFields(victim.id)),
        ),
      );
      if (target.multipart) {
        const legit = Object.entries(target.legit());
        count(await sendForm(target, [...legit, ...Object.entries(privilegedFields(victim.id))]));
        for (const extra of Object.entries(privilegedFields(victim.id)))
          count(await sendForm(target, [...legit, extra]));
        count(
          await sendForm(target, [
            ...legit,
            ['__proto__', JSON.stringify(privilegedFields(victim.id))],
          ]),
        );
      }
      const changes = diff(before, await snapshot(db));
      // The honest form alone, after the snapshot: it is accepted, so the refusals above were
      // about the extra fields.
      const control = await send(target, JSON.stringify(target.legit()));
      if (control.status >= 300)
        controlFailures.push(
          `${target.name} ${String(control.status)} ${JSON.stringify(control.body).slice(0, 160)}`,
        );
      const found = violations(changes, attacker.id);
      allViolations.push(...found.map((line) => `${target.name}: ${line}`));
      const touched = [...new Set(changes.map((c) => `${c.table}${c.before ? '' : '+'}`))].join(
        ' ',
      );
      rows.push(
        `${target.name}: answers ${[...statuses].map(([s, n]) => `${String(s)}×${String(n)}`).join(' ')}; rows changed ${String(changes.length)} (${touched || 'none'})`,
      );
    }
    for (const row of rows) figure('B3', 'form', row);
    for (const line of allViolations) figure('B3', 'PRIVILEGED COLUMN CHANGED', line);
    figure('B3', 'requests with privileged fields', requests);
    figure('B3', 'privileged columns changed', allViolations.length);
    for (const line of controlFailures) figure('B3', 'HONEST FORM REFUSED', line);
    figure(
      'B3',
      'honest forms accepted',
      ofTotal(TARGETS.length - controlFailures.length, TARGETS.length),
    );
    expect(allViolations).toEqual([]);
    expect(controlFailures).toEqual([]);
  });

  it('answers 0 forbidden keys in any answer seen, and the victim’s reads of the attacker’s objects carry none', async () => {
    const reads: [string, string][] = [
      ['public profile', `/api/profile/${String(attacker.id)}/`],
      ['team', `/api/team/${String(ids.team)}/`],
      ['jar', `/api/profile/jars/${String(ids.jar)}/`],
      ['tournament', `/api/tournaments/${String(ids.tournament)}/`],
      ['teams of the profile', `/api/profile/${String(attacker.id)}/teams/`],
      ['tournament list', '/api/tournaments/?game=1'],
      ['team list', '/api/team/'],
    ];
    for (const [what, path] of reads)
      seen.push({
        what: `victim reads ${what}`,
        method: 'GET',
        url: path,
        answer: await api(server.origin, path, { token: victim.tokens.access }),
        options: { readerEmail: victim.email },
      });
    seen.push({
      what: 'own profile/me',
      method: 'GET',
      url: '/api/profile/me/',
      answer: await api(server.origin, '/api/profile/me/', { token: attacker.tokens.access }),
      options: { readerEmail: attacker.email, ownData: true },
    });
    const findings = seen.flatMap(({ what, answer, options }) =>
      forbiddenKeys(answer.body, options).map((f) => `${what}: ${f.path} (${f.why})`),
    );
    const serverErrors = seen.filter(({ answer }) => answer.status >= 500);
    const allowlist = new AnswerAllowlist((await api(server.origin, '/api/openapi.json')).body);
    const accepted = seen.filter(({ answer }) => answer.status >= 200 && answer.status < 300);
    const outside = accepted.flatMap(({ what, method, url, answer }) => {
      const reason = allowlist.check(method, url, answer.status, answer.body);
      return reason ? [`${what}: ${reason}`] : [];
    });
    for (const line of outside) figure('B3', 'ANSWER OUTSIDE ITS SCHEMA', line);
    figure(
      'B3',
      '2xx answers outside the contract’s strict response schema',
      ofTotal(outside.length, accepted.length),
    );
    for (const line of findings) figure('B3', 'FORBIDDEN KEY', line);
    figure('B3', 'answers scanned', seen.length);
    figure('B3', 'forbidden keys', ofTotal(findings.length, seen.length));
    figure('B3', 'server errors (5xx)', serverErrors.length);
    expect(findings).toEqual([]);
    expect(outside).toEqual([]);
    expect(serverErrors.length).toBe(0);
  });

  it('leaves Object.prototype unchanged after `{"__proto__":{"polluted":true}}` bodies', async () => {
    const token = attacker.tokens.access;
    const keysBefore = await inspector.prototypeKeys();
    // The marker, plus the staff flags a polluted prototype would hand every object without one.
    const payload =
      '{"__proto__":{"polluted":true,"is_staff":true,"isStaff":true,"role":"admin","roles":["admin"]},' +
      '"constructor":{"prototype":{"polluted":true,"is_staff":true,"isStaff":true}}}';
    const sent: [string, string][] = [
      ['PATCH', '/api/profile/me/'],
      ['POST', '/api/team/'],
      ['POST', '/api/profile/jars/'],
      ['POST', '/api/auth/login/'],
    ];
    const statuses: string[] = [];
    for (const [method, path] of sent)
      statuses.push(
        `${method} ${path} ${String((await sendRaw(method, path, token, payload)).status)}`,
      );
    // Later answers built from fresh objects on the server: a polluted prototype would show in them
    // (JSON.stringify skips inherited keys, so also look for a default the pollution would flip).
    const later = await Promise.all(
      [
        '/api/profile/me/',
        `/api/team/${String(ids.team)}/`,
        '/api/profile/jars/',
        '/api/health/',
      ].map((path) => api(server.origin, path, { token })),
    );
    const carrying = later.filter((answer) => JSON.stringify(answer.body).includes('polluted'));
    const broken = later.filter((answer) => answer.status >= 500);
    const operator = await api(server.origin, `/api/operator/users/${String(victim.id)}/`, {
      token,
    });
    for (const line of statuses) figure('B3', 'prototype payload', line);
    figure('B3', 'later answers carrying `polluted`', ofTotal(carrying.length, later.length));
    figure('B3', 'later answers failing (5xx)', broken.length);
    figure('B3', 'operator route for the attacker afterwards', operator.status);
    const keysAfter = await inspector.prototypeKeys();
    figure(
      'B3',
      "own keys of the server's Object, Array and Function prototypes before / after (inspector)",
      prototypeKeysFigure(keysBefore, keysAfter),
    );
    const unchanged =
      prototypeKeysAdded(keysBefore, keysAfter).length === 0 &&
      keysAfter.length === keysBefore.length &&
      carrying.length === 0 &&
      broken.length === 0 &&
      operator.status === 403;
    figure('B3', 'Object.prototype unchanged', unchanged ? 'yes' : 'NO');
    expect(keysAfter).toEqual(keysBefore);
    expect(operator.status).toBe(403);
    expect(carrying.length).toBe(0);
    expect(broken.length).toBe(0);
  });
});
