// The permission matrix: every chat and member endpoint, called over HTTP by each kind of caller in
// each kind of chat, in a fresh chat per call. The expected statuses are written out row by row
// (never derived from the policy), so a rule that changes shows up here as a changed cell.
//   Callers: the creator (an admin), a moderator, a user, a muted user, a banned user, a user whose
//   ban has lapsed, a former member who left, and a stranger who never belonged.
//   In a private chat the caller is one party and the target the other; moderators and mutes do not
//   exist there, the banned caller is banned by the other party, and anyone else is an outsider.
import type { Endpoint } from '@clutch/contract/endpoint';
import { messengerEndpoints as api, type ChatAddress } from '@clutch/contract/messenger';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../../test/client.js';
import { chatsApi } from '../../../test/chats.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { createChat, createPrivateChat, type MemberSpec } from '../../../test/messenger.js';

const t = useTestApp();
const c = chatsApi(t);
const { client } = c;

const CALLERS = [
  'creator',
  'moderator',
  'user',
  'muted',
  'banned',
  'lapsedBan',
  'formerMember',
  'stranger',
] as const;
type Caller = (typeof CALLERS)[number];

const ACTIONS = [
  'get',
  'members',
  'join',
  'leave',
  'add',
  'edit',
  'regenerate',
  'invite',
  'ban',
  'mute',
  'unban',
  'role',
  'remove',
] as const;
type Action = (typeof ACTIONS)[number];
type Row = Record<Action, number>;

const row = (...statuses: number[]): Row =>
  Object.fromEntries(ACTIONS.map((action, i) => [action, statuses[i] ?? -1])) as Row;

//                       get  mem join leave add edit regen invite ban mute unban role remove
const GROUP: Record<Caller, Row> = {
  creator: row(200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  moderator: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  user: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  muted: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  banned: row(200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403),
  lapsedBan: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  formerMember: row(200, 403, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  stranger: row(200, 403, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403),
};

//                              get  mem join leave add edit regen invite ban mute unban role remove
const PRIVATE_GROUP: Record<Caller, Row> = {
  creator: row(200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  moderator: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  user: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  muted: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  banned: row(200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403),
  lapsedBan: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  formerMember: row(404, 404, 404, 404, 404, 404, 404, 200, 404, 404, 404, 404, 404),
  stranger: row(404, 404, 404, 404, 404, 404, 404, 200, 404, 404, 404, 404, 404),
};

//                         get  mem join leave add edit regen invite ban mute unban role remove
const CHANNEL: Record<Caller, Row> = {
  creator: row(200, 200, 200, 200, 200, 200, 200, 200, 200, 400, 200, 200, 403),
  moderator: row(200, 200, 200, 200, 200, 403, 200, 200, 200, 400, 200, 200, 403),
  user: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  muted: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  banned: row(200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403),
  lapsedBan: row(200, 200, 200, 200, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  formerMember: row(200, 403, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403),
  stranger: row(200, 403, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403),
};

//                              get  mem join leave add edit regen invite ban mute unban role remove
const PRIVATE: Record<Caller, Row | null> = {
  creator: row(200, 200, 200, 403, 403, 404, 403, 404, 200, 400, 200, 403, 403),
  moderator: null,
  user: row(200, 200, 200, 403, 403, 404, 403, 404, 200, 400, 200, 403, 403),
  muted: null,
  banned: row(200, 200, 403, 403, 403, 404, 403, 404, 200, 400, 200, 403, 403),
  lapsedBan: row(200, 200, 200, 403, 403, 404, 403, 404, 200, 400, 200, 403, 403),
  formerMember: row(404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  stranger: row(404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404),
};

type People = Record<Caller | 'target' | 'newcomer', TestUser>;
let people: People;

beforeAll(async () => {
  const entries: [keyof People, TestUser][] = [];
  for (const key of [...CALLERS, 'target', 'newcomer'] as const)
    entries.push([key, await createUser(t)]);
  people = Object.fromEntries(entries) as People;
  // Whoever adds someone adds the newcomer, a friend of every caller.
  for (const caller of CALLERS) await c.befriend(people[caller], people.newcomer);
});

const LATER = () => new Date(Date.now() + 3_600_000);
const EARLIER = () => new Date(Date.now() - 60_000);

interface World {
  id: number;
  inviteToken: string;
  /** How the caller names the chat. */
  address: ChatAddress;
}

/** A group or channel with every kind of member; the target is a user (banned, for unban). */
async function groupWorld(
  type: 'group' | 'channel',
  isPrivate: boolean,
  action: Action,
): Promise<World> {
  const p = people;
  const members: MemberSpec[] = [
    { user: p.creator, role: 1 },
    { user: p.moderator, role: 2 },
    { user: p.user, role: 3 },
    { user: p.muted, role: 3, restriction: 'mute' },
    { user: p.banned, role: 3, restriction: 'ban', until: LATER() },
    { user: p.lapsedBan, role: 3, restriction: 'ban', until: EARLIER() },
    { user: p.target, role: 3, restriction: action === 'unban' ? 'ban' : null },
  ];
  const chat = await createChat(t, type, members, { isPrivate });
  return { id: chat.id, inviteToken: chat.inviteToken, address: chat.address(p.creator) };
}

/** The caller's private chat with the target (outsiders name their own, unstarted one). */
async function privateWorld(caller: Caller, action: Action): Promise<World> {
  const p = people;
  const me = p[caller];
  const party = caller !== 'formerMember' && caller !== 'stranger';
  const partner = party ? me : p.user;
  const mine: MemberSpec = {
    user: partner,
    role: 1,
    restriction: caller === 'banned' || caller === 'lapsedBan' ? 'ban' : null,
    until: caller === 'banned' ? LATER() : caller === 'lapsedBan' ? EARLIER() : null,
  };
  const theirs: MemberSpec = {
    user: p.target,
    role: 1,
    restriction: action === 'unban' ? 'ban' : null,
  };
  const creator = caller === 'user' ? p.target : partner;
  const chat = await createPrivateChat(t, mine, theirs, { creator });
  return {
    id: chat.id,
    inviteToken: chat.inviteToken,
    address: { receiver_content_type: 'user', receiver_object_id: p.target.id },
  };
}

async function call(action: Action, as: TestUser, w: World): Promise<Answer<Endpoint>> {
  const target = { ...w.address, user: people.target.id };
  const chatType = w.address.receiver_content_type === 'channel' ? 'channel' : 'group';
  switch (action) {
    case 'get':
      return client.call(api.getChat, { as, query: w.address });
    case 'members':
      return client.call(api.members, { as, query: w.address });
    case 'join':
      return client.call(api.join, { as, body: w.address });
    case 'leave':
      return client.call(api.leave, { as, body: w.address });
    case 'add':
      return client.call(api.addChatUsers, {
        as,
        body: { ...w.address, users_id: [people.newcomer.id] },
      });
    case 'edit':
      return client.call(api.edit, {
        as,
        params: { chatType, id: w.id },
        body: { name: 'Renamed' },
      });
    case 'regenerate':
      return client.call(api.regenerateInvite, { as, params: { id: w.id } });
    case 'invite':
      return client.call(api.joinByInvite, { as, query: { invite_token: w.inviteToken } });
    case 'ban':
      return client.call(api.banMember, { as, body: { ...target, permanent: 1 } });
    case 'mute':
      return client.call(api.banMember, { as, body: { ...target, permanent: 1, is_mute: 1 } });
    case 'unban':
      return client.call(api.unbanMember, { as, body: target });
    case 'role':
      return client.call(api.changeRole, { as, body: { ...target, role: 2 } });
    case 'remove':
      return client.call(api.removeMember, { as, body: target });
  }
}

async function statusesOf(caller: Caller, world: (action: Action) => Promise<World>) {
  const found: Partial<Row> = {};
  for (const action of ACTIONS) {
    const w = await world(action);
    found[action] = (await call(action, people[caller], w)).status;
  }
  return found;
}

describe.each([
  ['a public group', GROUP, (a: Action) => groupWorld('group', false, a)],
  ['a private group', PRIVATE_GROUP, (a: Action) => groupWorld('group', true, a)],
  ['a channel', CHANNEL, (a: Action) => groupWorld('channel', false, a)],
] as const)('in %s', (_, table, world) => {
  it.each(CALLERS)('the %s gets exactly the written statuses', async (caller) => {
    expect(await statusesOf(caller, world)).toEqual(table[caller]);
  });
});

describe('in a private chat', () => {
  const parties = CALLERS.filter((caller) => PRIVATE[caller] !== null);
  it.each(parties)('the %s gets exactly the written statuses', async (caller) => {
    expect(await statusesOf(caller, (action) => privateWorld(caller, action))).toEqual(
      PRIVATE[caller],
    );
  });
});

describe('what an outsider sees of a chat it may see', () => {
  it('is the card only: never member ids, the invitation, unread or the last message', async () => {
    const w = await groupWorld('group', false, 'get');
    const card = await client.ok(api.getChat, { as: people.stranger, query: w.address });
    expect(card).toMatchObject({
      is_member: false,
      members: [],
      invitation: null,
      unread_count: 0,
    });
    const banned = await client.ok(api.getChat, { as: people.banned, query: w.address });
    expect(banned).toMatchObject({
      is_member: true,
      members: [],
      invitation: null,
      can_post: false,
    });
    expect(banned.ban.is_banned).toBe(true);
  });
});
