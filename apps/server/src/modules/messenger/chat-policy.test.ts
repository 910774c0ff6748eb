// Every rule of chat-policy.ts as a written-out table: chat type x member state x right, the member
// actions (actor x target x action), roles, joining and leaving, platform and archived chats, and
// restrictions that lapse by time. Expected values are written down, never computed from the rule.
import type { ChatKind, ChatRole, ChatType } from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import {
  activeRestriction,
  canActOn,
  canAddMembers,
  canEdit,
  canGiveRole,
  canJoin,
  canLeave,
  canManage,
  canPost,
  canRead,
  canReact,
  canSeeCard,
  type MemberAction,
  type PolicyChat,
  type PolicyMember,
} from './chat-policy.js';

const NOW = new Date('2030-06-15T12:00:00Z');
const PAST = new Date('2030-06-15T11:59:00Z');
const FUTURE = new Date('2030-06-15T12:01:00Z');

const CREATOR = 1;

function chatOf(
  type: ChatType,
  more: Partial<{
    kind: ChatKind;
    isPrivate: boolean;
    archived: boolean;
    creatorId: number | null;
  }> = {},
): PolicyChat {
  return {
    type,
    kind: more.kind ?? 'user',
    isPrivate: more.isPrivate ?? false,
    archived: more.archived ?? false,
    creatorId: more.creatorId === undefined ? CREATOR : more.creatorId,
  };
}

function member(
  userId: number,
  role: ChatRole,
  restriction: PolicyMember['restriction'] = null,
  until: Date | null = null,
): PolicyMember {
  return { userId, role, restriction, restrictedUntil: until };
}

/** Member states by name; ids differ so nobody is anybody else (1 is the creator). */
const STATES = {
  creator: member(CREATOR, 1),
  admin: member(2, 1),
  moderator: member(3, 2),
  user: member(4, 3),
  muted: member(5, 3, 'mute'),
  mutedUntilLater: member(6, 3, 'mute', FUTURE),
  mutedLapsed: member(7, 3, 'mute', PAST),
  banned: member(8, 3, 'ban'),
  bannedUntilLater: member(9, 3, 'ban', FUTURE),
  bannedLapsed: member(10, 3, 'ban', PAST),
  bannedAdmin: member(11, 1, 'ban'),
  mutedAdmin: member(12, 1, 'mute'),
  bannedModerator: member(13, 2, 'ban', FUTURE),
  nonMember: null,
} satisfies Record<string, PolicyMember | null>;
type State = keyof typeof STATES;

type Rights = [
  read: boolean,
  post: boolean,
  react: boolean,
  manage: boolean,
  add: boolean,
  edit: boolean,
];
const T = true;
const F = false;

function rightsOf(chat: PolicyChat, state: State, accountChatBanned = false): Rights {
  const m = STATES[state];
  return [
    canRead(chat, m, NOW),
    canPost(chat, m, { now: NOW, accountChatBanned }),
    canReact(chat, m, NOW),
    canManage(chat, m, NOW),
    canAddMembers(chat, m, NOW),
    canEdit(chat, m, NOW),
  ];
}

//                                  read post react manage add edit
const GROUP: Record<State, Rights> = {
  creator: [T, T, T, T, T, T],
  admin: [T, T, T, T, T, T],
  moderator: [T, T, T, F, F, F],
  user: [T, T, T, F, F, F],
  muted: [T, F, T, F, F, F],
  mutedUntilLater: [T, F, T, F, F, F],
  mutedLapsed: [T, T, T, F, F, F],
  banned: [F, F, F, F, F, F],
  bannedUntilLater: [F, F, F, F, F, F],
  bannedLapsed: [T, T, T, F, F, F],
  bannedAdmin: [F, F, F, F, F, F],
  mutedAdmin: [T, F, T, T, T, T],
  bannedModerator: [F, F, F, F, F, F],
  nonMember: [F, F, F, F, F, F],
};

//                                    read post react manage add edit
const CHANNEL: Record<State, Rights> = {
  creator: [T, T, T, T, T, T],
  // The creator is there: only they edit.
  admin: [T, T, T, T, T, F],
  moderator: [T, T, T, T, T, F],
  user: [T, F, T, F, F, F],
  muted: [T, F, T, F, F, F],
  mutedUntilLater: [T, F, T, F, F, F],
  mutedLapsed: [T, F, T, F, F, F],
  banned: [F, F, F, F, F, F],
  bannedUntilLater: [F, F, F, F, F, F],
  bannedLapsed: [T, F, T, F, F, F],
  bannedAdmin: [F, F, F, F, F, F],
  mutedAdmin: [T, F, T, T, T, F],
  bannedModerator: [F, F, F, F, F, F],
  nonMember: [F, F, F, F, F, F],
};

const states = Object.keys(STATES).filter((key): key is State => key in STATES);

describe('rights of each member state', () => {
  it.each(states)('in a group: %s', (state) => {
    expect(rightsOf(chatOf('group'), state)).toEqual(GROUP[state]);
  });

  it.each(states)('in a channel: %s', (state) => {
    expect(rightsOf(chatOf('channel'), state)).toEqual(CHANNEL[state]);
  });

  it.each(states)('in a private group the same as in a public one: %s', (state) => {
    expect(rightsOf(chatOf('group', { isPrivate: true }), state)).toEqual(GROUP[state]);
  });

  it.each<[State, Rights]>([
    ['creator', [T, T, T, T, T, T]],
    ['admin', [T, T, T, T, T, T]],
    ['moderator', [T, T, T, T, T, F]],
    ['user', [T, F, T, F, F, F]],
  ])('in a channel whose creator has gone: %s', (state, rights) => {
    expect(rightsOf(chatOf('channel', { creatorId: null }), state)).toEqual(rights);
  });

  it.each<[State, Rights]>([
    ['creator', [T, F, F, F, F, F]],
    ['admin', [T, F, F, F, F, F]],
    ['user', [T, F, F, F, F, F]],
    ['banned', [F, F, F, F, F, F]],
    ['nonMember', [F, F, F, F, F, F]],
  ])('in an archived group, read-only for everyone: %s', (state, rights) => {
    expect(rightsOf(chatOf('group', { archived: true }), state)).toEqual(rights);
  });

  it.each<[ChatKind, State, Rights]>([
    ['team', 'admin', [T, T, T, T, F, F]],
    ['team', 'user', [T, T, T, F, F, F]],
    ['team', 'muted', [T, F, T, F, F, F]],
    ['team', 'banned', [F, F, F, F, F, F]],
    ['match', 'admin', [T, T, T, T, F, F]],
    ['match', 'user', [T, T, T, F, F, F]],
  ])('in a %s group made by the platform: %s', (kind, state, rights) => {
    expect(rightsOf(chatOf('group', { kind }), state)).toEqual(rights);
  });

  it.each<[ChatType, State]>([
    ['group', 'admin'],
    ['group', 'user'],
    ['channel', 'creator'],
    ['channel', 'moderator'],
  ])('an account-wide chat ban stops posting only: %s %s', (type, state) => {
    const [read, post, react, manage] = rightsOf(chatOf(type), state, true);
    expect(post).toBe(false);
    expect([read, react, manage]).toEqual([T, T, rightsOf(chatOf(type), state)[3]]);
  });
});

describe('a private chat', () => {
  const chat = chatOf('private');
  const a = member(20, 1);
  const b = member(21, 1);
  const post = (me: PolicyMember, other: PolicyMember | null, accountChatBanned = false) =>
    canPost(chat, me, { now: NOW, accountChatBanned, other });

  it.each<[string, PolicyMember, PolicyMember, boolean]>([
    ['neither is banned', a, b, T],
    ['the poster is banned by the other', member(20, 1, 'ban'), b, F],
    ['the poster banned the other', a, member(21, 1, 'ban'), F],
    ['the poster’s ban has lapsed', member(20, 1, 'ban', PAST), b, T],
    ['the other’s ban has lapsed', a, member(21, 1, 'ban', PAST), T],
    ['the poster’s ban runs until later', member(20, 1, 'ban', FUTURE), b, F],
  ])('posting when %s', (_, me, other, expected) => {
    expect(post(me, other)).toBe(expected);
  });

  it('is read by both parties, banned or not, and by nobody else', () => {
    expect(canRead(chat, member(20, 1, 'ban'), NOW)).toBe(true);
    expect(canReact(chat, member(20, 1, 'ban'), NOW)).toBe(true);
    expect(canRead(chat, null, NOW)).toBe(false);
  });

  it('has no managers, editors, card, joining or leaving', () => {
    expect([canManage(chat, a, NOW), canAddMembers(chat, a, NOW), canEdit(chat, a, NOW)]).toEqual([
      F,
      F,
      F,
    ]);
    expect([canSeeCard(chat), canJoin(chat), canLeave(chat)]).toEqual([F, F, F]);
  });

  it('refuses posting to an account banned from chat', () => {
    expect(post(a, b, true)).toBe(false);
  });
});

const ACTIONS: MemberAction[] = ['ban', 'mute', 'unban', 'role', 'remove'];
type Acts = [ban: boolean, mute: boolean, unban: boolean, role: boolean, remove: boolean];

describe('acting on a member', () => {
  const acts = (chat: PolicyChat, actor: PolicyMember | null, target: PolicyMember): Acts => {
    const answers = ACTIONS.map((action) => canActOn(chat, actor, target, action, NOW));
    return [answers[0] ?? F, answers[1] ?? F, answers[2] ?? F, answers[3] ?? F, answers[4] ?? F];
  };
  const S = STATES;

  //                                                              ban mute unban role remove
  it.each<[string, PolicyMember | null, PolicyMember, Acts]>([
    ['the creator on an admin', S.creator, S.admin, [T, T, T, T, T]],
    ['the creator on a user', S.creator, S.user, [T, T, T, T, T]],
    ['an admin on the creator', S.admin, S.creator, [F, F, F, F, F]],
    ['an admin on another admin', S.admin, member(30, 1), [F, F, F, F, F]],
    ['an admin on a moderator', S.admin, S.moderator, [T, T, T, T, T]],
    ['an admin on a user', S.admin, S.user, [T, T, T, T, T]],
    ['an admin on a banned user', S.admin, S.banned, [T, T, T, T, T]],
    ['an admin on themself', S.admin, S.admin, [F, F, F, F, F]],
    ['a muted admin on a user', S.mutedAdmin, S.user, [T, T, T, T, T]],
    ['a banned admin on a user', S.bannedAdmin, S.user, [F, F, F, F, F]],
    ['an admin whose ban lapsed on a user', member(31, 1, 'ban', PAST), S.user, [T, T, T, T, T]],
    ['a moderator on a user', S.moderator, S.user, [F, F, F, F, F]],
    ['a user on a user', S.user, member(32, 3), [F, F, F, F, F]],
    ['a non-member on a user', null, S.user, [F, F, F, F, F]],
  ])('in a group: %s', (_, actor, target, expected) => {
    expect(acts(chatOf('group'), actor, target)).toEqual(expected);
  });

  it.each<[string, PolicyMember | null, PolicyMember, Acts]>([
    ['the creator on a moderator', S.creator, S.moderator, [T, F, T, T, F]],
    ['an admin on a moderator', S.admin, S.moderator, [T, F, T, T, F]],
    ['an admin on a user', S.admin, S.user, [T, F, T, T, F]],
    ['a moderator on a user', S.moderator, S.user, [T, F, T, T, F]],
    ['a moderator on another moderator', S.moderator, member(33, 2), [F, F, F, F, F]],
    ['a moderator on an admin', S.moderator, S.admin, [F, F, F, F, F]],
    ['a moderator on the creator', S.moderator, S.creator, [F, F, F, F, F]],
    ['a banned moderator on a user', S.bannedModerator, S.user, [F, F, F, F, F]],
    ['a user on a user', S.user, member(34, 3), [F, F, F, F, F]],
  ])('in a channel: %s', (_, actor, target, expected) => {
    expect(acts(chatOf('channel'), actor, target)).toEqual(expected);
  });

  it.each<[string, PolicyChat, PolicyMember, PolicyMember, Acts]>([
    [
      'a private chat, one party on the other',
      chatOf('private'),
      member(20, 3),
      member(21, 3),
      [T, F, T, F, F],
    ],
    [
      'a private chat, a party on themself',
      chatOf('private'),
      member(20, 3),
      member(20, 3),
      [F, F, F, F, F],
    ],
    [
      'a team group, its admin on a user',
      chatOf('group', { kind: 'team' }),
      S.admin,
      S.user,
      [T, T, T, T, F],
    ],
    [
      'a match channel, its moderator on a user',
      chatOf('channel', { kind: 'match' }),
      S.moderator,
      S.user,
      [T, F, T, T, F],
    ],
    [
      'an archived group, its admin on a user',
      chatOf('group', { archived: true }),
      S.admin,
      S.user,
      [F, F, F, F, F],
    ],
  ])('in %s', (_, chat, actor, target, expected) => {
    expect(acts(chat, actor, target)).toEqual(expected);
  });
});

describe('giving a role', () => {
  it.each<[string, PolicyMember, ChatRole, boolean]>([
    ['an admin makes an admin', STATES.admin, 1, T],
    ['an admin makes a moderator', STATES.admin, 2, T],
    ['an admin makes a user', STATES.admin, 3, T],
    ['a moderator makes an admin', STATES.moderator, 1, F],
    ['a moderator makes a moderator', STATES.moderator, 2, T],
    ['a moderator makes a user', STATES.moderator, 3, T],
    ['the creator, whatever their role, makes an admin', member(CREATOR, 3), 1, T],
  ])('%s: %s', (_, actor, role, expected) => {
    expect(canGiveRole(chatOf('channel'), actor, role)).toBe(expected);
  });
});

describe('seeing, joining and leaving a chat', () => {
  //                                              seeCard join leave
  it.each<[string, PolicyChat, [boolean, boolean, boolean]]>([
    ['a public group', chatOf('group'), [T, T, T]],
    ['a private group', chatOf('group', { isPrivate: true }), [F, F, T]],
    ['a channel', chatOf('channel'), [T, T, T]],
    ['an archived public group', chatOf('group', { archived: true }), [T, F, T]],
    ['a private chat', chatOf('private'), [F, F, F]],
    ['a team group', chatOf('group', { kind: 'team' }), [F, F, F]],
    ['a match group', chatOf('group', { kind: 'match' }), [F, F, F]],
    ['a match channel', chatOf('channel', { kind: 'match' }), [F, F, F]],
  ])('%s', (_, chat, expected) => {
    expect([canSeeCard(chat), canJoin(chat), canLeave(chat)]).toEqual(expected);
  });
});

describe('a restriction in force', () => {
  it.each<[string, PolicyMember, 'ban' | 'mute' | null]>([
    ['none', member(40, 3), null],
    ['a ban for good', member(40, 3, 'ban'), 'ban'],
    ['a ban until later', member(40, 3, 'ban', FUTURE), 'ban'],
    ['a ban that ended a minute ago', member(40, 3, 'ban', PAST), null],
    ['a ban ending this instant', member(40, 3, 'ban', NOW), null],
    ['a mute for good', member(40, 3, 'mute'), 'mute'],
    ['a mute until later', member(40, 3, 'mute', FUTURE), 'mute'],
    ['a mute that ended', member(40, 3, 'mute', PAST), null],
  ])('%s', (_, m, expected) => {
    expect(activeRestriction(m, NOW)).toBe(expected);
  });

  it('lapses by itself as time passes, with nothing run', () => {
    const m = member(41, 3, 'ban', FUTURE);
    const group = chatOf('group');
    expect([canRead(group, m, NOW), canRead(group, m, FUTURE)]).toEqual([F, T]);
    const muted = member(42, 3, 'mute', FUTURE);
    const post = (at: Date) => canPost(group, muted, { now: at, accountChatBanned: false });
    expect([post(NOW), post(new Date(FUTURE.getTime() + 1))]).toEqual([F, T]);
  });
});
