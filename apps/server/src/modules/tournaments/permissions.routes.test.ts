// Who may call what on a tournament: every creator-only and participant-only call, tried signed out,
// by a stranger, by a participant and by the creator, each in a fresh tournament, with the exact
// status each gets; the allowed caller goes last and must succeed.
import { describe, expect, it } from 'vitest';
import { bannerApi } from '../../../test/banners.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { matchesDue } from '../../../test/tournament-run.js';
import { stagedTournament, type Stage, type World } from '../../../test/tournament-world.js';
import { hoursFromNow, tournamentApi } from '../../../test/tournaments.js';
import { useLedgerTestApp } from '../../../test/wallet.js';

// Real tournaments here play in manual lobbies (TOURNAMENT_HOSTS=manual): results come from reports.
const t = useLedgerTestApp({ env: { TOURNAMENT_HOSTS: 'manual' } });
const api = tournamentApi(t);

type Role = 'anonymous' | 'stranger' | 'participant' | 'creator';

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
}

interface Row {
  name: string;
  stage: Stage;
  /** Anything the call needs made first (by the creator); answers the call. */
  call: (w: World) => Promise<Call> | Call;
  /** The allowed caller's status; every other signed-in role gets a 403. */
  ok: number;
}

type Allowed = 'creator' | 'participant';

const path = (w: World, rest = '') => `tournaments/${String(w.id)}/${rest}`;
const match = (w: World, rest: string) => `tournaments/match/${String(w.matchId)}/${rest}`;

async function created<T>(call: Call, user: TestUser): Promise<T> {
  const res = await api.call(call.method, call.url, user, call.body);
  if (res.statusCode >= 300) throw new Error(`${call.url} answered ${res.body}`);
  return res.json<T>();
}

const TWITCH = { stream_link: 'https://www.twitch.tv/clutch' };

const creatorOnly: Row[] = [
  {
    name: 'edit',
    stage: 'open',
    call: (w) => ({ method: 'PATCH', url: path(w), body: { start_time: hoursFromNow(30) } }),
    ok: 200,
  },
  {
    name: 'cancel (DELETE)',
    stage: 'open',
    call: (w) => ({ method: 'DELETE', url: path(w) }),
    ok: 204,
  },
  {
    name: 'delete-user',
    stage: 'open',
    call: (w) => ({
      method: 'POST',
      url: path(w, 'delete-user/'),
      body: { user: w.participant.id },
    }),
    ok: 204,
  },
  {
    name: 'startgame',
    stage: 'running',
    call: async (w) => {
      await matchesDue(t, w.id);
      return { method: 'GET', url: path(w, 'startgame/') };
    },
    ok: 200,
  },
  {
    name: 'bans list',
    stage: 'open',
    call: (w) => ({ method: 'GET', url: path(w, 'bans/') }),
    ok: 200,
  },
  {
    name: 'ban',
    stage: 'open',
    call: (w) => ({ method: 'POST', url: path(w, 'bans/'), body: { user: w.target.id } }),
    ok: 201,
  },
  {
    name: 'unban',
    stage: 'open',
    call: async (w) => {
      const ban = { method: 'POST', url: path(w, 'bans/'), body: { user: w.target.id } } as const;
      const { id } = await created<{ id: number }>(ban, w.creator);
      return { method: 'DELETE', url: path(w, `bans/${String(id)}/`) };
    },
    ok: 204,
  },
  {
    name: 'applications list',
    stage: 'applied',
    call: (w) => ({ method: 'GET', url: path(w, 'applications/') }),
    ok: 200,
  },
  {
    name: 'deciding an application',
    stage: 'applied',
    call: (w) => ({
      method: 'POST',
      url: `tournaments/applications/${String(w.applicationId)}/`,
      body: { action: 'decline' },
    }),
    ok: 200,
  },
  {
    name: 'send-invite',
    stage: 'open',
    call: (w) => ({
      method: 'POST',
      url: path(w, 'send-invite/'),
      body: { user: w.target.id, user_type: 1 },
    }),
    ok: 201,
  },
  {
    name: 'transfer offer',
    stage: 'open',
    call: (w) => ({ method: 'POST', url: path(w, 'transfer/'), body: { user: w.target.id } }),
    ok: 201,
  },
  {
    name: 'transfers list',
    stage: 'open',
    call: (w) => ({ method: 'GET', url: path(w, 'transfers/') }),
    ok: 200,
  },
  {
    name: 'transfer withdrawal',
    stage: 'open',
    call: async (w) => {
      const offer = {
        method: 'POST',
        url: path(w, 'transfer/'),
        body: { user: w.target.id },
      } as const;
      const { id } = await created<{ id: number }>(offer, w.creator);
      return { method: 'DELETE', url: path(w, `transfers/${String(id)}/`) };
    },
    ok: 204,
  },
  {
    name: 'postpone',
    stage: 'running',
    call: (w) => ({
      method: 'POST',
      url: `tournaments/postpone/${String(w.matchId)}/`,
      body: { new_start_time: hoursFromNow(48) },
    }),
    ok: 200,
  },
  {
    name: 'result',
    stage: 'started',
    call: (w) => ({ method: 'POST', url: match(w, 'result/'), body: { score_a: 2, score_b: 1 } }),
    ok: 200,
  },
  {
    name: 'commentator invite',
    stage: 'running',
    call: (w) => ({ method: 'POST', url: match(w, 'commentator/'), body: { user: w.target.id } }),
    ok: 201,
  },
  {
    name: 'commentator removal',
    stage: 'running',
    call: async (w) => {
      const invite = {
        method: 'POST',
        url: match(w, 'commentator/'),
        body: { user: w.target.id },
      } as const;
      const { id } = await created<{ id: number }>(invite, w.creator);
      return { method: 'DELETE', url: match(w, `commentator/${String(id)}/`) };
    },
    ok: 204,
  },
  {
    name: 'stream link',
    stage: 'running',
    call: (w) => ({ method: 'PATCH', url: match(w, 'stream_link/'), body: TWITCH }),
    ok: 200,
  },
  {
    name: 'stream link removal',
    stage: 'running',
    call: async (w) => {
      await created({ method: 'PATCH', url: match(w, 'stream_link/'), body: TWITCH }, w.creator);
      return { method: 'DELETE', url: match(w, 'stream_link/') };
    },
    ok: 204,
  },
  {
    name: 'jars/edit POST',
    stage: 'open',
    call: (w) => ({
      method: 'POST',
      url: path(w, 'jars/edit/'),
      body: { title: 'Gold', jar_type: 2, is_unlimited: true },
    }),
    ok: 201,
  },
  {
    name: 'jars/edit PATCH',
    stage: 'open',
    call: async (w) => {
      const jar = { title: 'Gold', jar_type: 2, is_unlimited: true };
      const made = { method: 'POST', url: path(w, 'jars/edit/'), body: jar } as const;
      const { id } = await created<{ id: number }>(made, w.creator);
      return { method: 'PATCH', url: path(w, 'jars/edit/'), body: { id, title: 'Platinum' } };
    },
    ok: 200,
  },
  {
    name: 'banner/edit POST',
    stage: 'open',
    call: async (w) => ({
      method: 'POST',
      url: path(w, 'banner/edit/'),
      body: { image: await bannerApi(t).uploadImage(w.creator) },
    }),
    ok: 201,
  },
  {
    name: 'banner/edit PATCH',
    stage: 'open',
    call: async (w) => {
      const image = await bannerApi(t).uploadImage(w.creator);
      await created({ method: 'POST', url: path(w, 'banner/edit/'), body: { image } }, w.creator);
      return { method: 'PATCH', url: path(w, 'banner/edit/'), body: { name: 'Sponsor' } };
    },
    ok: 200,
  },
];

const participantOnly: Row[] = [
  {
    name: 'leave',
    stage: 'open',
    call: (w) => ({ method: 'POST', url: path(w, 'leave/') }),
    ok: 204,
  },
  {
    name: 'report',
    stage: 'started',
    call: (w) => ({ method: 'POST', url: match(w, 'report/'), body: { score_a: 2, score_b: 1 } }),
    ok: 200,
  },
  {
    name: 'cansel-application',
    stage: 'applied',
    call: (w) => ({ method: 'DELETE', url: path(w, 'cansel-application/') }),
    ok: 204,
  },
  {
    name: 'a review with a comment after the end',
    stage: 'finished',
    call: (w) => ({
      method: 'POST',
      url: path(w, 'tournament-action/'),
      body: { user_action: { comment: 'Good games', rating: 5 } },
    }),
    ok: 200,
  },
];

/** Signed out first, then the refused roles, the allowed caller last (its call may end the world). */
function attempts(allowed: Allowed, ok: number): [Role, number][] {
  const refused: Role = allowed === 'creator' ? 'participant' : 'creator';
  return [
    ['anonymous', 401],
    ['stranger', 403],
    [refused, 403],
    [allowed, ok],
  ];
}

const userOf = (w: World, role: Role): TestUser | null => (role === 'anonymous' ? null : w[role]);

describe.each([
  ['creator', creatorOnly],
  ['participant', participantOnly],
] as const)('calls for the %s only', (allowed, rows) => {
  it.each(rows.map((row) => [row.name, row] as const))(
    '%s: 401 signed out, 403 to the others, done for the allowed caller',
    async (_name, row) => {
      const w = await stagedTournament(t, row.stage);
      const call = await row.call(w);
      const expected = attempts(allowed, row.ok);
      const statuses: [Role, number][] = [];
      for (const [role] of expected) {
        const res = await api.call(call.method, call.url, userOf(w, role), call.body);
        statuses.push([role, res.statusCode]);
        if (role === allowed) expect(res.statusCode, res.body).toBe(row.ok);
      }
      expect(statuses).toEqual(expected);
    },
  );
});

describe('the tournament answer', () => {
  it('shows the access passwords to the creator only', async () => {
    const creator = await createUser(t);
    const id = await api.create(creator, { is_opened: 4, players_password: 'secret' });
    expect((await api.get(id, creator)).players_password).toBe('secret');
    expect((await api.get(id, await createUser(t))).players_password).toBeNull();
    expect((await api.get(id, null)).players_password).toBeNull();
  });
});
