import type { ChatInfo, ChatMember } from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import { chatInfo } from '../chat.fixture';
import {
  activeRestriction,
  asideActions,
  invitationLink,
  memberOptions,
  otherParty,
} from './member-options';

const NOW = new Date('2030-04-10T12:00:00Z');
const VIEWER = 1;

/** A public group whose admin is the viewer. */
function chat(overrides: Partial<ChatInfo> = {}): ChatInfo {
  return chatInfo({
    id: 9,
    chat_type: 'group',
    receiver_content_type: 'group',
    receiver_object_id: 9,
    name: 'Mid lane',
    private: false,
    creator: 50,
    members: [],
    members_count: 3,
    role: 1,
    can_manage: true,
    can_edit: true,
    recipient: null,
    interlocutor: null,
    invitation: { id: 3, token: 'abc' },
    ...overrides,
  });
}

function member(id: number, overrides: Partial<ChatMember> = {}): ChatMember {
  return {
    id: id + 1000,
    user: { id, username: `user${String(id)}`, avatar_url: null },
    role: 3,
    ban: { is_banned: false, is_mute: false, until: null },
    is_banned: false,
    ...overrides,
  };
}

const free = { is_banned: false, is_mute: false, until: null };

describe('a restriction in force', () => {
  it.each([
    [free, null],
    [{ is_banned: true, is_mute: false, until: null }, 'ban'],
    [{ is_banned: false, is_mute: true, until: null }, 'mute'],
    [{ is_banned: true, is_mute: false, until: '2030-04-10T12:30:00Z' }, 'ban'],
    [{ is_banned: false, is_mute: true, until: '2030-04-10T12:00:00Z' }, null],
    [{ is_banned: true, is_mute: false, until: '2030-04-09T00:00:00Z' }, null],
  ] as const)('when the member has %o, then %s is in force', (ban, expected) => {
    expect(activeRestriction(ban, NOW)).toBe(expected);
  });
});

describe('the member-management choices', () => {
  it('when a group admin looks at a member, then the other roles, ban, mute and remove are offered', () => {
    expect(memberOptions(chat(), member(2), VIEWER, NOW)).toEqual({
      roles: [1, 2],
      restriction: null,
      canBan: true,
      canMute: true,
      canLift: false,
      canRemove: true,
    });
  });

  it('when the chat is a channel, then there is no mute and no removal', () => {
    const options = memberOptions(chat({ chat_type: 'channel' }), member(2), VIEWER, NOW);
    expect(options).toMatchObject({ canBan: true, canMute: false, canRemove: false });
  });

  it('when the member is muted or banned, then only the cancel action replaces ban and mute', () => {
    const muted = member(2, { ban: { is_banned: false, is_mute: true, until: null } });
    expect(memberOptions(chat(), muted, VIEWER, NOW)).toMatchObject({
      restriction: 'mute',
      canBan: false,
      canMute: false,
      canLift: true,
    });
    const banned = member(2, {
      ban: { is_banned: true, is_mute: false, until: '2031-01-01T00:00:00Z' },
    });
    expect(memberOptions(chat(), banned, VIEWER, NOW)).toMatchObject({
      restriction: 'ban',
      canLift: true,
    });
  });

  it('when a moderator manages a channel user, then admin is not among the roles', () => {
    const options = memberOptions(chat({ chat_type: 'channel', role: 2 }), member(2), VIEWER, NOW);
    expect(options?.roles).toEqual([2]);
  });

  it('when the member is the viewer, the creator, of the same rank or above, then no button shows', () => {
    expect(memberOptions(chat(), member(VIEWER), VIEWER, NOW)).toBeNull();
    expect(memberOptions(chat(), member(50, { role: 1 }), VIEWER, NOW)).toBeNull();
    expect(memberOptions(chat(), member(2, { role: 1 }), VIEWER, NOW)).toBeNull();
    expect(
      memberOptions(chat({ role: 2, chat_type: 'channel' }), member(2, { role: 2 }), VIEWER, NOW),
    ).toBeNull();
  });

  it('when the viewer made the chat, then they act on admins too and may make admins', () => {
    const options = memberOptions(chat({ creator: VIEWER }), member(2, { role: 1 }), VIEWER, NOW);
    expect(options?.roles).toEqual([2, 3]);
  });

  it('when the viewer may not manage, the chat is private, or the viewer is unknown, then no button shows', () => {
    expect(memberOptions(chat({ can_manage: false }), member(2), VIEWER, NOW)).toBeNull();
    expect(memberOptions(chat({ chat_type: 'private' }), member(2), VIEWER, NOW)).toBeNull();
    expect(memberOptions(chat(), member(2), null, NOW)).toBeNull();
  });

  it('when the group belongs to a team, then its members are not removed by hand', () => {
    expect(memberOptions(chat({ kind: 'team' }), member(2), VIEWER, NOW)?.canRemove).toBe(false);
  });
});

describe('the action list', () => {
  it('when a group admin opens it, then copy, a new link, add friends and leave are listed', () => {
    expect(asideActions(chat())).toEqual(['copy-link', 'regenerate-link', 'add-friends', 'leave']);
  });

  it('when a plain member opens it, then copy and leave are listed', () => {
    expect(asideActions(chat({ can_manage: false, role: 3 }))).toEqual(['copy-link', 'leave']);
  });

  it('when the chat belongs to a team, then nobody adds friends or leaves by hand', () => {
    expect(asideActions(chat({ kind: 'team', invitation: null }))).toEqual([]);
  });

  it('when the chat is private, then the other party is banned or unbanned', () => {
    const other = { id: 7, username: 'mira', avatar_url: null };
    const privateChat = chat({
      chat_type: 'private',
      receiver_content_type: 'user',
      interlocutor: other,
      invitation: null,
    });
    expect(asideActions(privateChat)).toEqual(['ban-other']);
    expect(asideActions({ ...privateChat, interlocutor_banned: true })).toEqual(['unban-other']);
    expect(otherParty({ ...privateChat, interlocutor: null, recipient: other })).toEqual(other);
  });

  it('when the link is built, then it has the join path and the token', () => {
    expect(invitationLink('https://clutch.gg', 'a b')).toBe('https://clutch.gg/join/chat/a%20b');
  });
});
