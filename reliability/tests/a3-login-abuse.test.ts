// A3 login-abuse-limits-and-enumeration: sign-in is throttled per IP and per address with a
// Retry-After, a spoofed X-Forwarded-For buys nothing, an attack does not lock the owner out, unknown
// e-mails and wrong passwords (and forgot-password for both) answer alike, and the password policy
// is the documented one. Each "IP" is a client bound to its own 127.x.y.z source address.
import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@clutch/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure, ofTotal } from '../src/figures.js';
import {
  clientFrom,
  loopbackAddresses,
  type AddressedClient,
  type RawAnswer,
} from '../src/source-address.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

/** The documented defaults (config.ts), set on the child explicitly: the bench raises both. */
const AUTH_PER_MINUTE = 20;
const ADDRESS_PER_HOUR = 10;
const LOGIN = '/api/auth/login/';
const FORGOT = '/api/auth/forgot-password/';
const REGISTER = '/api/auth/register/';
const SAMPLES = 50;
/** Requests one timing client makes before the next takes over: well under AUTH_PER_MINUTE. */
const REQUESTS_PER_TIMING_CLIENT = 18;

interface Account {
  email: string;
  password: string;
}

let server: SuiteServer;
const nextAddress = loopbackAddresses();
const clients: AddressedClient[] = [];
let victim: Account;
let xffVictim: Account;
let stuffed: Account[];
let timed: Account[];
/** The source address the one-account attack came from. */
let attackerAddress = '';

function newClient(): AddressedClient {
  const client = clientFrom(server.origin, nextAddress());
  clients.push(client);
  return client;
}

const newEmail = (label: string) =>
  `${label}-${randomBytes(5).toString('hex')}@reliability.invalid`;
const wrongPassword = () => `Wrong-${randomBytes(9).toString('base64url')}`;
const spoofedIp = () => `203.0.113.${String(1 + Math.floor(Math.random() * 254))}`;

async function register(client: AddressedClient, email: string, password: string) {
  return client.post(REGISTER, {
    email,
    username: `a3_${randomBytes(5).toString('hex')}`,
    password,
    repeat_password: password,
    country: 'UA',
  });
}

/** `count` accounts, each registration client retired before the per-IP sign-up limit. */
async function registerAccounts(label: string, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  let client = newClient();
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % (AUTH_PER_MINUTE - 2) === 0) client = newClient();
    const account = {
      email: newEmail(label),
      password: `A3-${randomBytes(12).toString('base64url')}`,
    };
    const answer = await register(client, account.email, account.password);
    if (answer.status !== 201)
      throw new Error(`sign-up: ${String(answer.status)} ${answer.bytes.toString().slice(0, 300)}`);
    accounts.push(account);
  }
  return accounts;
}

/** Sends the attempts in order; answers them, and the 1-based number of the first 429 (or null). */
async function attempts(
  client: AddressedClient,
  count: number,
  attempt: (index: number) => { email: string; password: string; headers?: Record<string, string> },
): Promise<{ answers: RawAnswer[]; first429: number | null }> {
  const answers: RawAnswer[] = [];
  for (let i = 0; i < count; i += 1) {
    const { email, password, headers } = attempt(i);
    answers.push(await client.post(LOGIN, { email, password }, headers));
  }
  const index = answers.findIndex((answer) => answer.status === 429);
  return { answers, first429: index === -1 ? null : index + 1 };
}

/** Every answer from the first 429 on is a 429 with a positive Retry-After. */
function limitedFromThenOn(answers: RawAnswer[], first429: number | null): boolean {
  if (first429 === null) return false;
  return answers
    .slice(first429 - 1)
    .every((answer) => answer.status === 429 && Number(answer.headers['retry-after']) > 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

beforeAll(async () => {
  server = await startSuiteServer({
    RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
    RATE_LIMIT_ADDRESS_PER_HOUR: String(ADDRESS_PER_HOUR),
    // The child is reached directly, not through a proxy it should believe.
    TRUST_PROXY: 'false',
  });
  const victims = await registerAccounts('a3victim', 2);
  if (!victims[0] || !victims[1]) throw new Error('the victims were not signed up');
  [victim, xffVictim] = [victims[0], victims[1]];
  stuffed = await registerAccounts('a3stuffed', 50);
  timed = await registerAccounts('a3timed', 10);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await server?.stop();
});

describe('A3 login-abuse-limits-and-enumeration', () => {
  it('answers 429 with Retry-After by the 11th of 30 wrong passwords on one account from one IP', async () => {
    const started = Date.now();
    const attacker = newClient();
    attackerAddress = attacker.address;
    const { answers, first429 } = await attempts(attacker, 30, () => ({
      email: victim.email,
      password: wrongPassword(),
    }));
    const retryAfter = first429 === null ? null : answers[first429 - 1]?.headers['retry-after'];
    figure(
      'A3',
      'first 429 on one account from one IP',
      first429 === null
        ? `none in 30 (${String(Date.now() - started)} ms)`
        : `attempt ${String(first429)} of 30 in ${String(Date.now() - started)} ms, Retry-After ${String(retryAfter)} s`,
    );
    expect(first429).not.toBeNull();
    expect(first429 ?? Infinity).toBeLessThanOrEqual(11);
    expect(limitedFromThenOn(answers, first429)).toBe(true);
  });

  it('lets the owner sign in from another IP while their account is under attack', async () => {
    const owner = newClient();
    const answer = await owner.post(LOGIN, { email: victim.email, password: victim.password });
    figure(
      'A3',
      'owner signing in from another IP during the attack',
      `from ${owner.address} (attack from ${attackerAddress}): ${String(answer.status)}${answer.status === 429 ? ` (locked out, Retry-After ${String(answer.headers['retry-after'])} s)` : ''}`,
    );
    expect(answer.status).toBe(200);
  });

  it('limits credential stuffing over 50 accounts from one IP within 50 attempts', async () => {
    const { answers, first429 } = await attempts(newClient(), 200, (i) => ({
      email: stuffed[i % stuffed.length]?.email ?? '',
      password: wrongPassword(),
    }));
    figure(
      'A3',
      'stuffing from one IP (200 attempts over 50 accounts), first 429',
      first429 === null ? 'none' : `attempt ${String(first429)}`,
    );
    expect(first429).not.toBeNull();
    expect(first429 ?? Infinity).toBeLessThanOrEqual(50);
    expect(limitedFromThenOn(answers, first429)).toBe(true);
  });

  it('does not reset the counters for a rotating, spoofed X-Forwarded-For', async () => {
    const single = await attempts(newClient(), 30, () => ({
      email: xffVictim.email,
      password: wrongPassword(),
      headers: { 'x-forwarded-for': spoofedIp() },
    }));
    const stuffer = newClient();
    const stuffing = await attempts(stuffer, 200, (i) => ({
      email: stuffed[(i + 7) % stuffed.length]?.email ?? '',
      password: wrongPassword(),
      headers: { 'x-forwarded-for': spoofedIp() },
    }));
    // Once limited, a fresh spoofed address per request must not open the door again.
    const after = await attempts(stuffer, 10, () => ({
      email: newEmail('a3unknown'),
      password: wrongPassword(),
      headers: { 'x-forwarded-for': spoofedIp(), 'x-real-ip': spoofedIp() },
    }));
    const stillLimited = after.answers.filter((answer) => answer.status === 429).length;
    figure(
      'A3',
      'one account, rotating X-Forwarded-For, first 429',
      single.first429 === null ? 'none in 30' : `attempt ${String(single.first429)}`,
    );
    figure(
      'A3',
      'stuffing with rotating X-Forwarded-For, first 429',
      stuffing.first429 === null ? 'none in 200' : `attempt ${String(stuffing.first429)}`,
    );
    figure('A3', 'limited IP with fresh spoofed headers, still 429', ofTotal(stillLimited, 10));
    expect(single.first429 ?? Infinity).toBeLessThanOrEqual(11);
    expect(stuffing.first429 ?? Infinity).toBeLessThanOrEqual(50);
    expect(limitedFromThenOn(single.answers, single.first429)).toBe(true);
    expect(stillLimited).toBe(10);
  });

  it.each([
    ['sign-in', LOGIN, (account: Account) => ({ email: account.email, password: wrongPassword() })],
    ['forgot-password', FORGOT, (account: Account) => ({ email: account.email })],
  ] as const)(
    'answers %s for an unknown e-mail and a known one byte for byte alike, within 20 ms of each other',
    async (name, path, knownBody) => {
      const known: RawAnswer[] = [];
      const unknown: RawAnswer[] = [];
      let client = newClient();
      // Warm-up: the first request of a connection and of a code path is not a sample.
      await client.post(path, { email: newEmail('a3warm'), password: wrongPassword() });
      for (let i = 0; i < SAMPLES; i += 1) {
        if (i > 0 && (2 * i) % REQUESTS_PER_TIMING_CLIENT === 0) client = newClient();
        const account = timed[i % timed.length];
        if (!account) throw new Error('no timing account');
        // Interleaved, so a load spike on the machine falls on both kinds alike.
        known.push(await client.post(path, knownBody(account)));
        unknown.push(
          await client.post(path, { ...knownBody(account), email: newEmail('a3nobody') }),
        );
      }
      const all = [...known, ...unknown];
      const shapes = new Set(
        all.map((answer) => `${String(answer.status)} ${answer.bytes.toString('base64')}`),
      );
      const difference = Math.abs(
        median(known.map((answer) => answer.ms)) - median(unknown.map((answer) => answer.ms)),
      );
      const sample = all[0];
      figure(
        'A3',
        `${name} answers (known and unknown e-mail, ${String(SAMPLES)} each): distinct status+body`,
        `${String(shapes.size)} (${String(sample?.status)} ${sample?.bytes.toString().slice(0, 120) ?? ''})`,
      );
      figure(
        'A3',
        `${name} median time, known vs unknown e-mail (ms)`,
        `${median(known.map((a) => a.ms)).toFixed(1)} vs ${median(unknown.map((a) => a.ms)).toFixed(1)}, difference ${difference.toFixed(1)}`,
      );
      expect(all.every((answer) => answer.status !== 429)).toBe(true);
      expect(shapes.size).toBe(1);
      expect(difference).toBeLessThan(20);
    },
  );

  it('applies the documented password policy: 8 to 128 characters, no top-list password, kept as typed', async () => {
    const client = newClient();
    const letters = (length: number) =>
      Array.from({ length }, (_, i) => 'Qz8!kLmPw3#xVn'[i % 14] ?? 'x').join('');
    const rows: { name: string; password: string; isAccepted: boolean; signInAs?: string }[] = [
      {
        name: `${String(PASSWORD_MIN_LENGTH - 1)} characters`,
        password: letters(PASSWORD_MIN_LENGTH - 1),
        isAccepted: false,
      },
      {
        name: `${String(PASSWORD_MIN_LENGTH)} characters`,
        password: letters(PASSWORD_MIN_LENGTH),
        isAccepted: true,
      },
      { name: '64 characters', password: letters(64), isAccepted: true },
      {
        name: `${String(PASSWORD_MAX_LENGTH)} characters`,
        password: letters(PASSWORD_MAX_LENGTH),
        isAccepted: true,
      },
      { name: 'a top-list password (qwertyuiop)', password: 'qwertyuiop', isAccepted: false },
      { name: 'unicode', password: 'Пароль-ключ-日本-🔑', isAccepted: true },
      {
        name: 'trailing spaces, not trimmed',
        password: 'Spaces-at-the-end-9  ',
        isAccepted: true,
        signInAs: 'Spaces-at-the-end-9',
      },
    ];
    let asDocumented = 0;
    for (const row of rows) {
      const email = newEmail('a3policy');
      const signUp = await register(client, email, row.password);
      const signIn =
        signUp.status === 201 ? await client.post(LOGIN, { email, password: row.password }) : null;
      const trimmed = row.signInAs
        ? await client.post(LOGIN, { email, password: row.signInAs })
        : null;
      const holds = row.isAccepted
        ? signUp.status === 201 &&
          signIn?.status === 200 &&
          (trimmed === null || trimmed.status === 400)
        : signUp.status === 400;
      if (holds) asDocumented += 1;
      figure(
        'A3',
        `password policy: ${row.name}`,
        `sign-up ${String(signUp.status)}${signIn ? `, sign-in as typed ${String(signIn.status)}` : ''}${trimmed ? `, trimmed ${String(trimmed.status)}` : ''} (documented: ${row.isAccepted ? 'accepted' : 'refused'})`,
      );
    }
    figure('A3', 'password policy table as documented', ofTotal(asDocumented, rows.length));
    expect(asDocumented).toBe(rows.length);
  });
});
