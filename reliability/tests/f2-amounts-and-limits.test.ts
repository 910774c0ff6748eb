// F2 amounts-and-limits: malformed crystal amounts on every money route, page sizes, a huge search,
// the chat message length, confusable and invisible names, HTML kept as text, and the withdrawal
// limits, each at the boundary the contract or the configuration documents.
import { randomBytes } from 'node:crypto';
import { CHAT_MAX_TEXT_LENGTH, ChatInfoSchema } from '@clutch/contract/messenger';
import { MAX_PER_PAGE } from '@clutch/contract/common';
import { BalancesSchema, NetworkSchema } from '@clutch/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectStatus,
  sendJsonText,
  signUp,
  type ApiAnswer,
  type Player,
} from '../src/api-client.js';
import { figure, ofTotal } from '../src/figures.js';
import { buyCheapestPack } from '../src/funding.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

/** Small, so the daily limit is reached with a pack's crystals; WITHDRAW_MIN stays 10. */
const DAILY_MAX = 50;
const WITHDRAW_MIN = 10;

let server: SuiteServer;
let payer: Player;
let recipient: Player;

beforeAll(async () => {
  server = await startSuiteServer({ WITHDRAW_DAILY_MAX: String(DAILY_MAX) });
  [payer, recipient] = await Promise.all([
    signUp(server.origin, 'f2payer'),
    signUp(server.origin, 'f2recipient'),
  ]);
  figure('F2', 'crystals bought for the payer', await buyCheapestPack(server.origin, payer));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A POST whose JSON is written by hand, so literals JSON.stringify cannot write (-0, 1e999) go out. */
const postRaw = (path: string, token: string, json: string) =>
  sendJsonText(server.origin, 'POST', path, token, json);

/** `{"<field>": <literal>, ...rest}`, the literal exactly as written. */
const withLiteral = (field: string, literal: string, rest: Record<string, unknown>) =>
  `{${JSON.stringify(field)}:${literal}${Object.keys(rest).length > 0 ? `,${JSON.stringify(rest).slice(1, -1)}` : ''}}`;

const names = (body: unknown, field: string) =>
  typeof body === 'object' && body !== null && field in body;

/** Each a JSON literal a crystal amount must not be (crystals carry at most two decimals). */
const INVALID_AMOUNTS: readonly [string, string][] = [
  ['0', '0'],
  ['-1', '-1'],
  ['1.505 (a third decimal)', '1.505'],
  ['"1e3"', '"1e3"'],
  ['2**53+1', '9007199254740993'],
  ['9.3e18', '9.3e18'],
  ['"Infinity"', '"Infinity"'],
  ['1e999 (Infinity once parsed)', '1e999'],
  ['"١٠" (Arabic-Indic digits)', '"١٠"'],
  ['-0', '-0'],
];

async function balancesOf(player: Player) {
  return BalancesSchema.parse(
    expectStatus(
      'balance',
      await api(server.origin, '/api/wallet/balance/', { token: player.tokens.access }),
      200,
    ).body,
  );
}

async function firstNetwork() {
  const answer = await api(server.origin, '/api/wallet/networks/', { token: payer.tokens.access });
  const network = NetworkSchema.array().parse(expectStatus('networks', answer, 200).body)[0];
  if (!network) throw new Error('no withdrawal network is enabled');
  return network;
}

describe('F2 amounts-and-limits: amounts', () => {
  it('rejects 10 of 10 malformed amounts on every money route with a 400 naming the field, and nothing moves', async () => {
    const jar = expectStatus(
      'jar',
      await api(server.origin, '/api/profile/jars/', {
        method: 'POST',
        token: recipient.tokens.access,
        body: { title: 'F2 jar', is_unlimited: true },
      }),
      201,
    ).body;
    const jarId = typeof jar === 'object' && jar !== null && 'id' in jar ? String(jar.id) : '';
    const network = await firstNetwork();
    const routes: { name: string; path: string; field: string; rest: Record<string, unknown> }[] = [
      {
        name: 'transfer',
        path: `/api/profile/${String(recipient.id)}/transactions/`,
        field: 'amount',
        rest: {},
      },
      {
        name: 'jar donation',
        path: `/api/profile/jar/${jarId}/donation/`,
        field: 'amount',
        rest: {},
      },
      {
        name: 'withdrawal',
        path: '/api/wallet/withdraw/',
        field: 'amount',
        rest: { network: network.code, address: network.address_example },
      },
      {
        name: 'quick match entry fee',
        path: '/api/quickmatch/?game=1',
        field: 'entry_fee',
        rest: { name: 'F2 lobby' },
      },
    ];
    const before = await Promise.all([balancesOf(payer), balancesOf(recipient)]);
    let tried = 0;
    let rejected = 0;
    for (const route of routes) {
      let routeRejected = 0;
      let routeTried = 0;
      for (const [label, literal] of INVALID_AMOUNTS) {
        // A free lobby is the lobby form's default: an entry fee of 0 is valid there.
        if (route.field === 'entry_fee' && (literal === '0' || literal === '-0')) continue;
        const answer = await postRaw(
          route.path,
          payer.tokens.access,
          withLiteral(route.field, literal, route.rest),
        );
        routeTried += 1;
        if (answer.status === 400 && names(answer.body, route.field)) routeRejected += 1;
        else
          figure(
            'F2',
            `${route.name} amount ${label} NOT rejected`,
            `${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 160)}`,
          );
      }
      figure('F2', `${route.name} invalid amounts rejected`, ofTotal(routeRejected, routeTried));
      tried += routeTried;
      rejected += routeRejected;
    }
    const after = await Promise.all([balancesOf(payer), balancesOf(recipient)]);
    const amounts = after.flatMap((b) => [b.balance, b.demo_balance]);
    const wholeHundredths = amounts.every(
      (value) =>
        Number.isInteger(Math.round(value * 100)) &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );
    figure('F2', 'invalid amounts rejected with 400 naming the field', ofTotal(rejected, tried));
    figure('F2', 'balances before', JSON.stringify(before));
    figure('F2', 'balances after', JSON.stringify(after));
    figure('F2', 'balances in whole hundredths of a crystal', wholeHundredths ? 'yes' : 'no');
    expect(rejected).toBe(tried);
    expect(after).toEqual(before);
    expect(wholeHundredths).toBe(true);
  });

  it('takes 1.5 and "10" as amounts, as the contract documents (two decimals, numeric strings)', async () => {
    const route = `/api/profile/${String(recipient.id)}/transactions/`;
    const before = await balancesOf(payer);
    const decimal = await api(server.origin, route, {
      method: 'POST',
      token: payer.tokens.access,
      body: { amount: 1.5 },
    });
    const text = await api(server.origin, route, {
      method: 'POST',
      token: payer.tokens.access,
      body: { amount: '10' },
    });
    const after = await balancesOf(payer);
    figure('F2', 'transfer of 1.5', decimal.status);
    figure('F2', 'transfer of "10"', text.status);
    figure(
      'F2',
      'payer balance moved by',
      Math.round((before.balance - after.balance) * 100) / 100,
    );
    expect(decimal.status).toBe(201);
    expect(text.status).toBe(201);
    expect(Math.round((before.balance - after.balance) * 100)).toBe(1150);
  });
});

describe('F2 amounts-and-limits: pages, search and text', () => {
  it('refuses per_page above the documented maximum and page below 1 with 400, and answers the maximum', async () => {
    const token = payer.tokens.access;
    const cases: [string, number][] = [];
    for (const query of [
      'per_page=1000000',
      `per_page=${String(MAX_PER_PAGE + 1)}`,
      'page=-1',
      'page=0',
      `per_page=${String(MAX_PER_PAGE)}`,
      'limit=1000000&offset=-1',
    ])
      cases.push([
        query,
        (await api(server.origin, `/api/wallet/history/?${query}`, { token })).status,
      ]);
    for (const [query, status] of cases) figure('F2', `wallet history ?${query}`, status);
    figure('F2', 'documented per_page maximum', MAX_PER_PAGE);
    expect(cases.map(([, status]) => status)).toEqual([400, 400, 400, 400, 200, 200]);
  });

  it('answers a 10 000-character search with 400 or a normal answer, never a 5xx', async () => {
    const long = 'a'.repeat(10_000);
    const token = payer.tokens.access;
    const answers: [string, number][] = [
      [
        'team list ?search',
        (await api(server.origin, `/api/team/?search=${long}`, { token })).status,
      ],
      [
        'messenger ?q',
        (await api(server.origin, `/api/messanger/search/?q=${long}`, { token })).status,
      ],
      [
        'jars ?title_search',
        (await api(server.origin, `/api/profile/jars/?title_search=${long}`, { token })).status,
      ],
    ];
    for (const [name, status] of answers) figure('F2', `10k search ${name}`, status);
    const fine = answers.filter(([, status]) => status === 400 || status === 200).length;
    figure('F2', '10k searches answered 400 or 200', ofTotal(fine, answers.length));
    expect(fine).toBe(answers.length);
  });

  it('takes a chat message of exactly the maximum length and refuses one character more with 400', async () => {
    const group = ChatInfoSchema.parse(
      expectStatus(
        'group',
        await api(server.origin, '/api/messanger/group/', {
          method: 'POST',
          token: payer.tokens.access,
          body: { name: 'F2 group' },
        }),
        201,
      ).body,
    );
    const send = (text: string) =>
      api(server.origin, '/api/messanger/create-message/', {
        method: 'POST',
        token: payer.tokens.access,
        body: { receiver_content_type: 'group', receiver_object_id: group.id, content_text: text },
      });
    const atMax = await send('x'.repeat(CHAT_MAX_TEXT_LENGTH));
    const overMax = await send('x'.repeat(CHAT_MAX_TEXT_LENGTH + 1));
    const storedLength =
      typeof atMax.body === 'object' && atMax.body !== null && 'content_text' in atMax.body
        ? String(atMax.body.content_text).length
        : 0;
    figure('F2', 'chat maximum (characters)', CHAT_MAX_TEXT_LENGTH);
    figure(
      'F2',
      'chat message at the maximum',
      `${String(atMax.status)}, stored ${String(storedLength)} characters`,
    );
    figure('F2', 'chat message at maximum + 1', overMax.status);
    expect(atMax.status).toBe(201);
    expect(storedLength).toBe(CHAT_MAX_TEXT_LENGTH);
    expect(overMax.status).toBe(400);
    expect(names(overMax.body, 'content_text')).toBe(true);
  });
});

/** Sign-up with a chosen username; answers the status and body. */
async function register(username: string): Promise<ApiAnswer> {
  const password = `Rel-${randomBytes(12).toString('base64url')}`;
  return api(server.origin, '/api/auth/register/', {
    method: 'POST',
    body: {
      email: `f2-${randomBytes(4).toString('hex')}@reliability.invalid`,
      username,
      password,
      repeat_password: password,
      country: 'UA',
    },
  });
}

async function createTeam(name: string, description?: string): Promise<ApiAnswer> {
  const leader = await signUp(server.origin, 'f2leader');
  return api(server.origin, '/api/team/', {
    method: 'POST',
    token: leader.tokens.access,
    body: { name, ...(description === undefined ? {} : { description }) },
  });
}

const CYRILLIC_E = '\u0435';
const ZERO_WIDTH_SPACE = '\u200b';

describe('F2 amounts-and-limits: names and text', () => {
  it('handles confusable and zero-width usernames per the username pattern (letters, digits, _ . -)', async () => {
    const suffix = randomBytes(3).toString('hex');
    const latin = await register(`Team_${suffix}`);
    const confusable = await register(`T${CYRILLIC_E}am_${suffix}`);
    const upper = await register(`TEAM_${suffix}`);
    const zeroWidth = await register(`Te${ZERO_WIDTH_SPACE}am_${suffix}`);
    figure('F2', 'username Team_x', latin.status);
    figure(
      'F2',
      'username Tеam_x with a Cyrillic е (a letter: allowed, not folded)',
      confusable.status,
    );
    figure('F2', 'username TEAM_x (taken in another case)', upper.status);
    figure('F2', 'username with a zero-width space', zeroWidth.status);
    expect(latin.status).toBe(201);
    // The documented pattern is Unicode letters and digits: the Cyrillic е is a letter, so the name is
    // another name; uniqueness ignores case only (users_username_lower_key).
    expect(confusable.status).toBe(201);
    expect(upper.status).toBe(400);
    expect(zeroWidth.status).toBe(400);
    expect(names(zeroWidth.body, 'username')).toBe(true);
  });

  it('handles confusable and zero-width team names: case-insensitively unique, invisible characters refused', async () => {
    const suffix = randomBytes(3).toString('hex');
    const latin = await createTeam(`Team ${suffix}`);
    const confusable = await createTeam(`T${CYRILLIC_E}am ${suffix}`);
    const upper = await createTeam(`TEAM ${suffix}`);
    const zeroWidth = await createTeam(`Te${ZERO_WIDTH_SPACE}am ${suffix}`);
    figure('F2', 'team Team x', latin.status);
    figure('F2', 'team Tеam x with a Cyrillic е (not folded)', confusable.status);
    figure('F2', 'team TEAM x (taken in another case)', upper.status);
    figure(
      'F2',
      'team name with a zero-width space (looks like "Team x")',
      `${String(zeroWidth.status)} ${JSON.stringify(zeroWidth.body).slice(0, 120)}`,
    );
    expect(latin.status).toBe(201);
    expect(confusable.status).toBe(201);
    expect(upper.status).toBe(400);
    expect(zeroWidth.status).toBe(400);
  });

  it('stores HTML in a team description as text and answers it unchanged as JSON', async () => {
    const html = '<script>alert(1)</script><img src=x onerror="alert(2)"><b>bold</b>';
    const created = expectStatus(
      'team',
      await createTeam(`Html ${randomBytes(3).toString('hex')}`, html),
      201,
    );
    const id =
      typeof created.body === 'object' && created.body !== null && 'id' in created.body
        ? String(created.body.id)
        : '';
    const response = await fetch(`${server.origin}/api/team/${id}/`, {
      headers: { authorization: `Token ${payer.tokens.access}` },
    });
    const type = response.headers.get('content-type') ?? '';
    const body: unknown = await response.json();
    const description =
      typeof body === 'object' && body !== null && 'description' in body ? body.description : null;
    figure('F2', 'team description answer content type', type);
    figure(
      'F2',
      'HTML description answered unchanged',
      description === html ? 'yes' : `no: ${String(description)}`,
    );
    expect(type).toMatch(/^application\/json/);
    expect(description).toBe(html);
  });
});

describe('F2 amounts-and-limits: withdrawal limits', () => {
  it('refuses a withdrawal above the daily limit and stops 20 withdrawals in a minute at the limit', async () => {
    const network = await firstNetwork();
    const withdraw = (amount: number) =>
      api(server.origin, '/api/wallet/withdraw/', {
        method: 'POST',
        token: payer.tokens.access,
        body: { amount, network: network.code, address: network.address_example },
      });
    expectStatus(
      'payment settings',
      await api(server.origin, `/api/profile/${String(payer.id)}/payment-settings/`, {
        method: 'PATCH',
        token: payer.tokens.access,
        body: {
          first_name: 'Fiona',
          last_name: 'Test',
          city: 'Lviv',
          street: 'Main 1',
          zip_code: '79000',
          mobile_number: '+380501234567',
          date_of_birth: '1990-01-01',
        },
      }),
      200,
    );
    const before = await balancesOf(payer);
    const above = await withdraw(DAILY_MAX + 1);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await withdraw(WITHDRAW_MIN)).status);
    const accepted = statuses.filter((status) => status === 201).length;
    const refused = statuses.filter((status) => status === 400).length;
    const after = await balancesOf(payer);
    const limits = await api(server.origin, '/api/wallet/withdraw-limits/', {
      token: payer.tokens.access,
    });
    figure('F2', 'balance before the withdrawals', before.balance);
    figure(
      'F2',
      `withdrawal of ${String(DAILY_MAX + 1)} with a daily maximum of ${String(DAILY_MAX)}`,
      `${String(above.status)} ${JSON.stringify(above.body).slice(0, 140)}`,
    );
    figure(
      'F2',
      `20 withdrawals of ${String(WITHDRAW_MIN)} in a minute`,
      `${String(accepted)} accepted, ${String(refused)} refused with 400`,
    );
    figure('F2', 'statuses', statuses.join(' '));
    figure('F2', 'withdraw limits after', JSON.stringify(limits.body));
    figure('F2', 'balance after the withdrawals', after.balance);
    expect(above.status).toBe(400);
    expect(accepted).toBe(DAILY_MAX / WITHDRAW_MIN);
    expect(refused).toBe(20 - accepted);
    expect(Math.round((before.balance - after.balance) * 100)).toBe(DAILY_MAX * 100);
  });
});
