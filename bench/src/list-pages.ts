// List-page benchmarks: each entry is one authenticated GET run exactly like profile/me and reported
// beside it. The bench user has no teams or tournaments of its own; seed what a page should show in
// `seed`.
import { pageOf } from '@clutch/contract/common';
import {
  MATCH_HISTORY_PER_PAGE,
  MatchHistoryItemSchema,
  QUICK_MATCHES_PER_PAGE,
  QuickMatchCardSchema,
} from '@clutch/contract/quickmatch';
import { TEAM_MATCHES_PER_PAGE, TeamMatchSchema } from '@clutch/contract/teams';
import { CHAT_MESSAGES_PER_PAGE } from '@clutch/contract/messenger';
import {
  seedChannelWithMembers,
  seedGroupWithMessages,
  seedGroups,
  withClient,
} from './chat-seed.js';
import { getMe, registerUser } from './clutch-client.js';
import { linkSteam } from './steam-link.js';
import { mapLimited } from './stats.js';

export interface ListPage {
  name: string;
  /** A function when the path names what the seed made (a chat's id). */
  path: string | (() => string);
  /**
   * Runs once against the server before the load, with the bench user's Authorization header and
   * the run's database (for what the API cannot do, like a Steam account linked through Steam).
   */
  seed?: (origin: string, authorization: string, databaseUrl: string) => Promise<void>;
}

const TEAMS_TO_SEED = 60;

/** Teams the bench user leads, so the team list has full pages to serialise. */
async function seedTeams(origin: string, authorization: string): Promise<void> {
  for (let i = 0; i < TEAMS_TO_SEED; i += 1) {
    const res = await fetch(`${origin}/api/team/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Team ${String(i)}`,
        country: 'UA',
        description: 'bench',
      }),
    });
    if (res.status !== 201)
      throw new Error(`seeding teams: POST /api/team/ answered ${String(res.status)}`);
  }
}

const TOURNAMENTS_TO_SEED = 40;
const DAY_MS = 86_400_000;

/** Tournaments the bench user organises (free, so they need no crystals), a week ahead. */
async function seedTournaments(origin: string, authorization: string): Promise<void> {
  for (let i = 0; i < TOURNAMENTS_TO_SEED; i += 1) {
    const name = `Bench Cup ${String(i)}`;
    const res = await fetch(`${origin}/api/tournaments/?game=${String(1 + (i % 2))}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        translations: {
          en: { name, description: 'bench' },
          ua: { name, description: '' },
          cn: { name, description: '' },
        },
        grid: 3,
        start_time: new Date(Date.now() + 7 * DAY_MS + i * 60_000).toISOString(),
        freeze_time: 30,
      }),
    });
    if (res.status !== 201)
      throw new Error(`seeding tournaments: POST /api/tournaments/ answered ${String(res.status)}`);
  }
}

const LOBBIES_TO_SEED = 40;
const LobbyPageSchema = pageOf(QuickMatchCardSchema);
/** Users signing up at once while seeding lobbies; each costs the server an Argon2 hash. */
const SIGNUP_CONCURRENCY = 2;

/**
 * Quick-match lobbies, each opened by a user of its own (a user sits in one live lobby at a time),
 * games 1 and 2 alternately. Their creators are the players "looking for game".
 */
async function seedLobbies(
  origin: string,
  authorization: string,
  databaseUrl: string,
): Promise<void> {
  const indices = Array.from({ length: LOBBIES_TO_SEED }, (_, i) => i);
  await mapLimited(indices, SIGNUP_CONCURRENCY, async (i) => {
    const creator = await registerUser(origin, 'lobby');
    await linkSteam(databaseUrl, [creator]);
    const res = await fetch(`${origin}/api/quickmatch/?game=${String(1 + (i % 2))}`, {
      method: 'POST',
      headers: { authorization: creator.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench Lobby ${String(i)}` }),
    });
    if (res.status !== 201)
      throw new Error(
        `seeding lobbies: POST /api/quickmatch/ answered ${String(res.status)} ${(await res.text()).slice(0, 200)}`,
      );
    await res.arrayBuffer();
  });
  // The last page must be full, or page 10 would measure an empty list.
  const res = await fetch(`${origin}/api/quickmatch/?page=10`, { headers: { authorization } });
  const page = LobbyPageSchema.safeParse(await res.json());
  if (res.status !== 200 || page.data?.results.length !== QUICK_MATCHES_PER_PAGE)
    throw new Error(
      `seeding lobbies: page 10 answered ${String(res.status)} with ${String(page.data?.results.length)} of ${String(page.data?.count)} lobbies`,
    );
}

/** What the seeds below made, for the paths that name it. */
const seeded = { userId: 0, groupId: 0, channelId: 0, teamId: 0 };
const need = (value: number, what: string) => {
  if (value === 0) throw new Error(`list pages: ${what} was not seeded`);
  return String(value);
};

/** The page's path, once its seed ran. */
export const pathOf = (page: ListPage): string =>
  typeof page.path === 'string' ? page.path : page.path();

const CHATS_TO_SEED = 150;
/** Page 4,000 of 25 a page needs 100,000 messages. */
const MESSAGES_TO_SEED = 4_000 * CHAT_MESSAGES_PER_PAGE;
const MEMBERS_TO_SEED = 5_000;
const NOTIFICATIONS_TO_SEED = 1_000;
const JARS_TO_SEED = 40;
/** Page 20 of 10 a page needs 200 movements. */
const WALLET_MOVEMENTS_TO_SEED = 200;

/**
 * The bench user's chats (a full chat list beside the group and channel below), a group with
 * 100,000 messages and a channel of 5,000 readers, written straight into the database as
 * chat-seed.ts explains.
 */
async function seedChats(origin: string, authorization: string, url: string): Promise<void> {
  const me = await getMe(origin, authorization);
  seeded.userId = me.id;
  await seedGroups(url, me.id, CHATS_TO_SEED);
  seeded.groupId = await seedGroupWithMessages(url, me.id, MESSAGES_TO_SEED);
  seeded.channelId = (await seedChannelWithMembers(url, me.id, MEMBERS_TO_SEED)).channelId;
}

/** Notices for the bench user (friend requests from themself: the list shows the actor's name). */
async function seedNotifications(_origin: string, _authorization: string, url: string) {
  const userId = Number(need(seeded.userId, 'the bench user'));
  await withClient(url, (db) =>
    db.query(
      `INSERT INTO notifications (user_id, type, actor_id)
       SELECT $1, 'friend_request', $1 FROM generate_series(1, $2::int)`,
      [userId, NOTIFICATIONS_TO_SEED],
    ),
  );
}

/** Open, unlimited jars the bench user made (the list shows every open jar). */
async function seedJars(_origin: string, _authorization: string, url: string) {
  const userId = Number(need(seeded.userId, 'the bench user'));
  await withClient(url, (db) =>
    db.query(
      `INSERT INTO jars (title, description, is_unlimited, created_by)
       SELECT 'Bench jar ' || g, 'bench', true, $1 FROM generate_series(1, $2::int) AS g`,
      [userId, JARS_TO_SEED],
    ),
  );
}

/**
 * Movements of the bench user's real balance: transfers in from themself (the history names the
 * counterpart), each a transaction of two entries (the user's, with the balance after it, and a
 * clearing account's, so it balances) and the accounts' balances their sums, as the ledger would
 * have written them.
 */
async function seedWalletHistory(_origin: string, _authorization: string, url: string) {
  const userId = Number(need(seeded.userId, 'the bench user'));
  await withClient(url, (db) =>
    db.query(
      `WITH mine AS (
         INSERT INTO wallet_accounts (key, book, kind, owner_id, balance, version)
         VALUES ('real:user:' || $1::int, 'real', 'user', $1::int, 100 * $2::int, $2::int)
         RETURNING id
       ), theirs AS (
         INSERT INTO wallet_accounts (key, book, kind, balance, version)
         VALUES ('real:clearing:bench', 'real', 'clearing', -100 * $2::int, $2::int)
         RETURNING id
       ), moves AS (
         INSERT INTO wallet_transactions (book, kind, reference)
         SELECT 'real', 'transfer', 'bench:' || g FROM generate_series(1, $2::int) AS g
         RETURNING id
       )
       INSERT INTO wallet_entries (transaction_id, account_id, amount, balance_after, counterpart_id)
       SELECT moves.id, mine.id, 100, 100 * row_number() OVER (ORDER BY moves.id), $1::int
       FROM moves, mine
       UNION ALL
       SELECT moves.id, theirs.id, -100, -100 * row_number() OVER (ORDER BY moves.id), NULL
       FROM moves, theirs`,
      [userId, WALLET_MOVEMENTS_TO_SEED],
    ),
  );
}

/** Page 20 of 10 a page needs 200 matches. */
const MATCHES_TO_SEED = 200;

/**
 * Finished 5x5 quick matches the bench user played, side a held by the first team they lead (so
 * the same matches fill their history and the team's), an hour apart, as a finished lobby leaves
 * its rows: the lobby, its two sides, and the user's seat, no longer live.
 */
async function seedMatches(origin: string, authorization: string, url: string) {
  const userId = Number(need(seeded.userId, 'the bench user'));
  await withClient(url, async (db) => {
    const team = await db.query<{ id: number }>(
      `SELECT id FROM teams WHERE leader_id = $1 ORDER BY id LIMIT 1`,
      [userId],
    );
    seeded.teamId = team.rows[0]?.id ?? 0;
    await db.query(
      `WITH played AS (
         INSERT INTO quick_matches (game, type, name, status, game_time_type, is_opened, mix,
           is_demo, server, prize, entry_fee, created_by, invite_token, ban_type, pool, score_a,
           score_b, winner, created_at, started_at, finished_at)
         SELECT 1 + g % 2, '5_5', 'Bench match ' || g, 'finished', 'snap_game', true, false, true,
           'europe', 0, 0, $1::int, 'bench' || g, 'no_ban', '[]'::jsonb, 2, g % 2, 'a',
           now() - g * interval '1 hour', now() - g * interval '1 hour',
           now() - g * interval '1 hour' + interval '40 minutes'
         FROM generate_series(1, $2::int) AS g
         RETURNING id
       ), seats AS (
         INSERT INTO quick_match_players (quick_match_id, user_id, position, is_ready, is_live)
         SELECT id, $1::int, 1, true, false FROM played
       )
       INSERT INTO quick_match_sides (quick_match_id, side, team_id)
       SELECT id, 'a', $3::int FROM played
       UNION ALL
       SELECT id, 'b', NULL FROM played`,
      [userId, MATCHES_TO_SEED, Number(need(seeded.teamId, 'a team the bench user leads'))],
    );
  });
  // Page 20 of both lists must be full, or it would measure an empty page.
  const lists = [
    {
      path: `/api/profile/${String(userId)}/match-history/?page=20`,
      schema: pageOf(MatchHistoryItemSchema),
      perPage: MATCH_HISTORY_PER_PAGE,
    },
    {
      path: `/api/team/${String(seeded.teamId)}/matches/?page=20`,
      schema: pageOf(TeamMatchSchema),
      perPage: TEAM_MATCHES_PER_PAGE,
    },
  ];
  for (const list of lists) {
    const res = await fetch(`${origin}${list.path}`, { headers: { authorization } });
    const page = list.schema.safeParse(await res.json());
    if (res.status !== 200 || page.data?.results.length !== list.perPage)
      throw new Error(
        `seeding matches: ${list.path} answered ${String(res.status)} with ${String(page.data?.results.length)} of ${String(page.data?.count)} matches`,
      );
  }
}

const chatAddress = (type: 'group' | 'channel', id: number) =>
  `receiver_content_type=${type}&receiver_object_id=${need(id, `the ${type}`)}`;

export const LIST_PAGES: readonly ListPage[] = [
  { name: 'teams page 1 (20 per page)', path: '/api/team/?page=1&per_page=20', seed: seedTeams },
  { name: 'teams page 3 (20 per page)', path: '/api/team/?page=3&per_page=20' },
  {
    name: 'tournaments page 1 (8 per page)',
    path: '/api/tournaments/?page=1',
    seed: seedTournaments,
  },
  { name: 'tournaments page 4 (8 per page)', path: '/api/tournaments/?page=4' },
  { name: 'lobbies page 1 (4 per page)', path: '/api/quickmatch/?page=1', seed: seedLobbies },
  { name: 'lobbies page 10 (4 per page)', path: '/api/quickmatch/?page=10' },
  // The 40 lobby creators above sit in waiting lobbies.
  { name: 'looking-for-game page 1 (9 per page)', path: '/api/quickmatch/looking-for-game/' },
  {
    name: `chat list page 1 (100 per page, ${String(CHATS_TO_SEED + 2)} chats)`,
    path: '/api/messanger/get-messages-bar/?per_page=100&page=1',
    seed: seedChats,
  },
  {
    name: 'chat messages page 1 (25 per page)',
    path: () => `/api/messanger/messages/?${chatAddress('group', seeded.groupId)}&page=1`,
  },
  {
    name: 'chat messages page 4,000 (25 per page)',
    path: () => `/api/messanger/messages/?${chatAddress('group', seeded.groupId)}&page=4000`,
  },
  {
    name: 'channel members page 1 (100 per page)',
    path: () =>
      `/api/messanger/get-chat-members/?${chatAddress('channel', seeded.channelId)}&page=1`,
  },
  {
    name: 'channel members page 40 (100 per page)',
    path: () =>
      `/api/messanger/get-chat-members/?${chatAddress('channel', seeded.channelId)}&page=40`,
  },
  {
    name: 'notifications page 1 (50 per page)',
    path: () => `/api/profile/${need(seeded.userId, 'the bench user')}/system-messages/?page=1`,
    seed: seedNotifications,
  },
  {
    name: 'notifications page 20 (50 per page)',
    path: () => `/api/profile/${need(seeded.userId, 'the bench user')}/system-messages/?page=20`,
  },
  { name: 'jars page 1 (8 per page)', path: '/api/profile/jars/?page=1', seed: seedJars },
  { name: 'jars page 5 (8 per page)', path: '/api/profile/jars/?page=5' },
  {
    name: 'wallet history page 1 (10 per page)',
    path: '/api/wallet/history/?page=1',
    seed: seedWalletHistory,
  },
  { name: 'wallet history page 20 (10 per page)', path: '/api/wallet/history/?page=20' },
  {
    name: 'match history page 1 (10 per page)',
    path: () => `/api/profile/${need(seeded.userId, 'the bench user')}/match-history/?page=1`,
    seed: seedMatches,
  },
  {
    name: 'match history page 20 (10 per page)',
    path: () => `/api/profile/${need(seeded.userId, 'the bench user')}/match-history/?page=20`,
  },
  {
    name: 'team matches page 1 (10 per page)',
    path: () => `/api/team/${need(seeded.teamId, 'the bench team')}/matches/?page=1`,
  },
  {
    name: 'team matches page 20 (10 per page)',
    path: () => `/api/team/${need(seeded.teamId, 'the bench team')}/matches/?page=20`,
  },
];

export const NO_LIST_PAGES = 'list benchmarks: none';
