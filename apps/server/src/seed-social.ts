// The demo's people between themselves, through the API: friendships (alice knows everyone), two
// CS2 teams of five, posts with likes, a squad group chat with history, and a played quick match.
import { z } from 'zod';
import type { App } from './app.js';
import { idOf, type SeedCall, type SeedUser } from './seed-api.js';

export type People = ReadonlyMap<string, SeedUser>;

function person(people: People, username: string): SeedUser {
  const found = people.get(username);
  if (!found) throw new Error(`no demo user ${username}`);
  return found;
}

/** A request each way makes a friendship. */
async function befriend(call: SeedCall, a: SeedUser, b: SeedUser): Promise<void> {
  await call('POST', `profile/${String(b.id)}/friend-request/`, a);
  await call('POST', `profile/${String(a.id)}/friend-request/`, b);
}

/** alice with everyone, bob with his team and chen, chen with the players from Asia. */
const FRIENDS: readonly (readonly [string, readonly string[]])[] = [
  ['bob', ['lukas', 'emma', 'sofia', 'mateo', 'chen']],
  ['chen', ['mei', 'yuki']],
  ['dmytro', ['olena', 'anna', 'pierre']],
];

export async function seedFriends(call: SeedCall, people: People): Promise<void> {
  const alice = person(people, 'alice');
  for (const other of people.values())
    if (other.id !== alice.id) await befriend(call, alice, other);
  for (const [name, others] of FRIENDS)
    for (const other of others) await befriend(call, person(people, name), person(people, other));
}

export const DEMO_TEAMS = [
  {
    name: 'Kyiv Wolves',
    country: 'UA',
    description: 'Five friends from Kyiv and around. Mirage specialists.',
    leader: 'alice',
    players: ['dmytro', 'olena', 'anna', 'pierre'],
  },
  {
    name: 'Berlin Byte',
    country: 'DE',
    description: 'Tactical CS2 from Berlin. Always looking for scrims.',
    leader: 'bob',
    players: ['lukas', 'emma', 'sofia', 'mateo'],
  },
] as const;

/** Two teams of five; answers their ids by leader. */
export async function seedTeams(call: SeedCall, people: People): Promise<Map<string, number>> {
  const teams = new Map<string, number>();
  for (const { leader, players, ...form } of DEMO_TEAMS) {
    const captain = person(people, leader);
    const teamId = await idOf(call('POST', 'team/', captain, form));
    for (const name of players) {
      const player = person(people, name);
      const url = `team/${String(teamId)}/invite/?user_id=${String(player.id)}`;
      const invite = await idOf(call('POST', url, captain));
      await call('POST', `team/invites/${String(invite)}/accept/`, player);
    }
    teams.set(leader, teamId);
  }
  return teams;
}

const POSTS = [
  {
    by: 'alice',
    text: 'Kyiv Wolves are recruiting a fifth for the CS2 Open. Mirage mains welcome!',
  },
  { by: 'bob', text: 'Scrim tonight at 20:00 CET, Berlin Byte vs anyone brave enough.' },
  { by: 'chen', text: 'Finally hit level 20 in mid 1v1. Shadow Fiend forever.' },
  { by: 'emma', text: 'Who is watching the Autumn Cup final replay? That third game!' },
  { by: 'dmytro', text: 'GG to everyone in the Autumn Cup. See you in the Night Cup.' },
] as const;
const LIKERS = ['alice', 'bob', 'chen', 'olena', 'yuki', 'mei'] as const;

export async function seedPosts(call: SeedCall, people: People): Promise<void> {
  for (const [index, post] of POSTS.entries()) {
    const author = person(people, post.by);
    const id = await idOf(call('POST', 'profile/create-post/', author, { content: post.text }));
    // A different handful likes each post; the last one also draws a dislike.
    for (const name of LIKERS.slice(index % 3, (index % 3) + 3 + index))
      if (name !== post.by)
        await call('POST', `profile/post/${String(id)}/react/`, person(people, name), {
          action: 'like',
        });
    if (index === POSTS.length - 1)
      await call('POST', `profile/post/${String(id)}/react/`, person(people, 'pierre'), {
        action: 'dislike',
      });
  }
}

const ChatAddressSchema = z.object({
  receiver_content_type: z.string(),
  receiver_object_id: z.number().int(),
});
const SQUAD_CHAT = [
  { by: 'alice', text: 'Welcome to the squad chat! Practice on Thursday?' },
  { by: 'dmytro', text: 'Thursday works. 19:00 Kyiv time?' },
  { by: 'olena', text: 'I am in. Can we run Mirage A executes first?' },
  { by: 'anna', text: 'Sure. I will bring the smoke lineups.' },
  { by: 'pierre', text: 'Count me in, I might be 10 minutes late.' },
  { by: 'alice', text: 'Great, see you all Thursday. GL in the Night Cup!' },
] as const;

/** alice's group with her team, and a few days' talk in it. */
export async function seedSquadChat(call: SeedCall, people: People): Promise<void> {
  const alice = person(people, 'alice');
  const users = DEMO_TEAMS[0].players.map((name) => person(people, name).id);
  const chat = ChatAddressSchema.parse(
    await call('POST', 'messanger/group/', alice, { name: 'Kyiv Wolves squad', users }),
  );
  for (const line of SQUAD_CHAT)
    await call('POST', 'messanger/create-message/', person(people, line.by), {
      ...chat,
      content_text: line.text,
    });
}

const LobbySchema = z.object({ id: z.number().int(), status: z.string() });

/**
 * A Dota 2 mid duel between alice and dmytro, readied and played by the simulator (its timers run
 * now), so both have a finished quick match with statistics and a rating.
 */
export async function seedQuickMatch(history: App, call: SeedCall, people: People) {
  const [alice, dmytro] = [person(people, 'alice'), person(people, 'dmytro')];
  for (const player of [alice, dmytro])
    await call('PATCH', 'profile/me/', player, { is_demo: true });
  const body = { name: 'Alice vs Dmytro, mid only', entry_fee: 10 };
  const lobby = await idOf(call('POST', 'quickmatch/?game=1', alice, body));
  await call('GET', `quickmatch/${String(lobby)}/join/`, dmytro);
  for (const player of [alice, dmytro])
    await call('POST', `quickmatch/${String(lobby)}/ready/`, player);
  // The simulator's delay and every timer before it, run now rather than in two minutes.
  await history.jobs.runDue(new Date(Date.now() + 120_000));
  const played = LobbySchema.parse(await call('GET', `quickmatch/${String(lobby)}/`, alice));
  if (played.status !== 'finished') throw new Error(`demo quick match ${played.status}`);
}
