// Calendar clash warnings through the API: registering, applying, accepting an invitation and taking
// a seat in a timed lobby whose matches overlap a match the player already plays answer a 409 naming
// those matches, and go through with confirm_clash=true; watchers, other times and snap lobbies are
// never warned.
import { ClashWarningSchema } from '@clutch/contract/calendar';
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { tournamentRegistrationEndpoints as e } from '@clutch/contract/tournament-registration';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { createTournament } from '../../../test/tournaments.js';
import { queryRows, useLedgerTestApp } from '../../../test/wallet.js';

const t = useLedgerTestApp();
const client = testClient(t);
const lobbies = quickMatchApi(t);

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 10:00 UTC two days after the file started: a period start, well before any freeze. */
const BASE = Math.floor(Date.now() / DAY) * DAY + 2 * DAY + 10 * HOUR;
let daysTaken = 0;
/** A day of its own for each test, so one test's matches never clash with another's. */
const nextDay = () => BASE + daysTaken++ * 3 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

/** A 1_1 tournament starting at `startMs` whose rounds last an hour. */
async function tournamentAt(startMs: number, overrides: Record<string, unknown> = {}) {
  return createTournament(t, { start_time: iso(startMs), match_duration: 60, ...overrides });
}

const register = (
  id: number,
  user: TestUser,
  body: object,
  query: { confirm_clash?: boolean } = {},
) => client.call(e.register, { as: user, params: { id }, query, rawBody: body });

/** A player registered in a tournament starting at `startMs`. */
async function playerIn(startMs: number) {
  const player = await createUser(t);
  const a = await tournamentAt(startMs);
  const joined = await register(a.id, player, { user: player.id });
  expect(joined.status, joined.text).toBe(201);
  return { player, a };
}

/** The clashes of a 409 warning, checked against the contract's shape. */
function clashesOf(res: { status: number; error: Record<string, unknown> }) {
  expect(res.status).toBe(409);
  const warning = ClashWarningSchema.parse(res.error);
  expect(warning.detail).toBe('These matches overlap matches you already play.');
  return warning.calendar_clashes;
}

const playersOf = async (tournamentId: number) =>
  (await client.ok(e.players, { as: await createUser(t), params: { id: tournamentId } })).length;

describe('registering for a tournament', () => {
  it('when its start overlaps a tournament the player is registered in, then a 409 names that tournament, and confirm_clash=true registers', async () => {
    const day = nextDay();
    const { player, a } = await playerIn(day);
    const b = await tournamentAt(day + HOUR / 2);

    const warned = await register(b.id, player, { user: player.id });
    // toMatchObject on an array wants exactly these elements: A, and nothing else.
    expect(clashesOf(warned)).toMatchObject([
      {
        kind: 'tournament',
        title: 'Spring Cup',
        start_time: iso(day),
        end_time: iso(day + HOUR),
        tournament_id: a.id,
        quick_match_id: null,
      },
    ]);
    expect(await playersOf(b.id)).toBe(0);

    const confirmed = await register(b.id, player, { user: player.id }, { confirm_clash: true });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.body).toMatchObject({ status: 'registered', user_type: 1 });
    expect(await playersOf(b.id)).toBe(1);
  });

  it('when the tournaments do not overlap, then the player registers without a warning', async () => {
    const day = nextDay();
    const { player } = await playerIn(day);
    // The first round ends as the next tournament starts: half-open intervals do not overlap.
    const back = await tournamentAt(day + HOUR);
    const later = await tournamentAt(day + DAY);

    expect((await register(back.id, player, { user: player.id })).status).toBe(201);
    expect((await register(later.id, player, { user: player.id })).status).toBe(201);
  });

  it('when the tournament takes applications, then applying is warned too and confirm_clash=true applies', async () => {
    const day = nextDay();
    const { player, a } = await playerIn(day);
    const b = await tournamentAt(day, { applications: true });

    const warned = await register(b.id, player, { user: player.id });
    expect(clashesOf(warned).map((clash) => clash.tournament_id)).toEqual([a.id]);
    const pending = await queryRows(
      t,
      `select count(*)::int as n from tournament_applications where tournament_id = ${String(b.id)}`,
    );
    expect(pending).toEqual([{ n: 0 }]);

    const applied = await register(b.id, player, { user: player.id }, { confirm_clash: true });
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body).toMatchObject({ status: 'applied', participant_id: null });
  });

  it('when a watcher joins a tournament at the same time, or a watcher registers elsewhere, then nobody is warned', async () => {
    const day = nextDay();
    const { player, a } = await playerIn(day);
    const b = await tournamentAt(day);
    const watched = await register(b.id, player, { watcher: player.id });
    expect(watched.status, watched.text).toBe(201);
    expect(watched.body).toMatchObject({ user_type: 2 });

    // Watching never clashes: a watcher of A plays B at the same time unwarned.
    const watcher = await createUser(t);
    expect((await register(a.id, watcher, { watcher: watcher.id })).status).toBe(201);
    expect((await register(b.id, watcher, { user: watcher.id })).status).toBe(201);
  });
});

describe('a join the rules refuse', () => {
  it('when the player is already registered in the overlapping tournament, then the answer is that refusal, not a clash warning', async () => {
    const day = nextDay();
    const { player, a } = await playerIn(day);
    const b = await tournamentAt(day);
    expect(clashesOf(await register(b.id, player, { user: player.id }))).toHaveLength(1);

    // Registering again for A itself: A's own matches would "clash" with A, but the rule answers.
    const again = await register(a.id, player, { user: player.id });
    expect(again.status, again.text).not.toBe(409);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.error).not.toHaveProperty('calendar_clashes');
  });

  it('when a timed lobby is closed to the player, then they get the closed-lobby refusal, not a clash warning', async () => {
    const day = nextDay();
    const { player } = await playerIn(day);
    await client.ok(profileEndpoints.patchMe, { as: player, body: { is_demo: true } });
    const creator = await lobbies.player();
    const lobby = await lobbies.create(creator, {
      game_time_type: 'timed',
      game_time: iso(day + HOUR / 2),
      is_opened: false,
    });
    const refused = await client.call(qm.join, { as: player, params: { id: lobby.id } });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.error).toMatchObject({
      detail: 'This lobby is closed: join it with its invitation link.',
    });
  });
});

describe('accepting a tournament invitation', () => {
  /** The token from the user's newest invite notification. */
  async function tokenOf(user: TestUser): Promise<string> {
    let token = '';
    await expect
      .poll(async () => {
        const [row] = await queryRows(
          t,
          `select attributes->>'invite_token' as token from notifications
           where user_id = ${String(user.id)} and type like 'tournament_invite_%' order by id desc limit 1`,
        );
        token = typeof row?.['token'] === 'string' ? row['token'] : '';
        return token.length;
      })
      .toBeGreaterThan(20);
    return token;
  }

  it('when the invited player already plays at that time, then joining with the token is warned, and confirm_clash=true accepts it', async () => {
    const day = nextDay();
    const { player, a } = await playerIn(day);
    const b = await tournamentAt(day + HOUR / 2, { applications: true });
    const sent = await client.call(e.sendInvite, {
      as: b.creator,
      params: { id: b.id },
      body: { user: player.id, user_type: 1 },
    });
    expect(sent.status, sent.text).toBe(201);
    const token = await tokenOf(player);

    const warned = await register(b.id, player, { user: player.id, token });
    expect(clashesOf(warned).map((clash) => clash.tournament_id)).toEqual([a.id]);
    const info = await client.ok(e.inviteInfo, { as: player, query: { invite_token: token } });
    expect(info.status).toBe('pending');

    const accepted = await register(
      b.id,
      player,
      { user: player.id, token },
      { confirm_clash: true },
    );
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body).toMatchObject({ status: 'registered' });
  });
});

describe('taking a seat in a quick-match lobby', () => {
  it('when a timed lobby’s match overlaps a tournament the player is registered in, then a 409 names the tournament, and confirm_clash=true seats them', async () => {
    const day = nextDay();
    const { player, a } = await playerIn(day);
    await client.ok(profileEndpoints.patchMe, { as: player, body: { is_demo: true } });
    const creator = await lobbies.player();
    const lobby = await lobbies.create(creator, {
      game_time_type: 'timed',
      game_time: iso(day + HOUR / 2),
    });

    const warned = await client.call(qm.join, { as: player, params: { id: lobby.id } });
    expect(clashesOf(warned)).toEqual([
      expect.objectContaining({ kind: 'tournament', tournament_id: a.id, title: 'Spring Cup' }),
    ]);
    const seats = (await lobbies.view(creator, lobby.id)).teams.flatMap((side) => side.players);
    expect(seats.map((seat) => seat.user.id)).toEqual([creator.id]);

    const seated = await client.call(qm.join, {
      as: player,
      params: { id: lobby.id },
      query: { confirm_clash: true },
    });
    expect(seated.status, seated.text).toBe(200);
    expect(seated.body.position).not.toBeNull();
  });

  it('when a player seated in a timed lobby registers for a tournament at that time, then the warning names the lobby', async () => {
    const day = nextDay();
    const creator = await lobbies.player();
    const lobby = await lobbies.create(creator, {
      name: 'Evening duel',
      game_time_type: 'timed',
      game_time: iso(day),
    });
    const b = await tournamentAt(day + HOUR / 2);

    const warned = await register(b.id, creator, { user: creator.id });
    expect(clashesOf(warned)).toEqual([
      expect.objectContaining({
        kind: 'quick_match',
        title: 'Evening duel',
        start_time: iso(day),
        quick_match_id: lobby.id,
        tournament_id: null,
      }),
    ]);
  });

  it('when a tournament player joins a snap lobby, then they are not warned: it starts now', async () => {
    const { player } = await playerIn(nextDay());
    const demo = await lobbies.player();
    const lobby = await lobbies.create(demo);
    await client.ok(profileEndpoints.patchMe, { as: player, body: { is_demo: true } });
    const seated = await client.call(qm.join, { as: player, params: { id: lobby.id } });
    expect(seated.status, seated.text).toBe(200);
  });
});
