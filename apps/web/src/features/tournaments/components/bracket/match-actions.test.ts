import type { GridMatch } from '@clutch/contract/tournament-matches';
import { describe, expect, it } from 'vitest';
import { gridMatch } from '../../grid-match.fixture';
import {
  canOpenMatchChat,
  hasMatchesToStart,
  matchActions,
  twitchChannel,
  type MatchViewer,
} from './match-actions';

const side = (id: number) => ({
  id,
  user: null,
  team: { id: id * 10, name: `T${String(id)}`, avatar_url: null },
  seed: id,
});
const match = (overrides: Partial<GridMatch>) =>
  gridMatch({ id: 1, level: 2, position: 1, side_a: side(5), side_b: side(6), ...overrides });

const creator: MatchViewer = {
  isCreator: true,
  participantId: null,
  isCaptain: false,
  castingMatchIds: [],
};
const player: MatchViewer = {
  isCreator: false,
  participantId: 5,
  isCaptain: true,
  castingMatchIds: [],
};
const teammate: MatchViewer = {
  isCreator: false,
  participantId: 5,
  isCaptain: false,
  castingMatchIds: [],
};
const stranger: MatchViewer = {
  isCreator: false,
  participantId: 9,
  isCaptain: true,
  castingMatchIds: [],
};
const caster: MatchViewer = {
  isCreator: false,
  participantId: null,
  isCaptain: false,
  castingMatchIds: [1],
};

describe('matchActions', () => {
  it.each([
    [
      'the creator, a scheduled match',
      creator,
      match({ status: 'scheduled', side_b: null }),
      ['postpone', 'inviteCaster', 'streamLink'],
    ],
    [
      'the creator, a ready match',
      creator,
      match({ status: 'ready' }),
      ['setResult', 'postpone', 'inviteCaster', 'streamLink'],
    ],
    [
      'the creator, a started match',
      creator,
      match({ status: 'in_game' }),
      ['setResult', 'inviteCaster', 'streamLink'],
    ],
    [
      'the creator, a finished match with a stream',
      creator,
      match({ status: 'finished', stream_link: 'caster' }),
      ['watchStream'],
    ],
    ['a player, their started match', player, match({ status: 'in_game' }), ['report']],
    ['a team’s player who is not its captain', teammate, match({ status: 'in_game' }), []],
    ['the caster of a started match', caster, match({ status: 'in_game' }), ['streamLink']],
    ['the caster of another match', caster, match({ id: 2, status: 'in_game' }), []],
    ['a player, their ready match', player, match({ status: 'ready' }), []],
    ['a player of another match', stranger, match({ status: 'in_game' }), []],
    [
      'anyone, a started match with a stream',
      stranger,
      match({ status: 'in_game', stream_link: 'https://twitch.tv/caster' }),
      ['watchStream'],
    ],
  ] as const)('%s: %j', (_name, viewer, given, expected) => {
    expect(matchActions(given, viewer)).toEqual(expected);
  });
});

describe('twitchChannel', () => {
  it.each([
    ['caster_1', 'caster_1'],
    ['https://www.twitch.tv/caster_1', 'caster_1'],
    ['https://twitch.tv/caster_1/', 'caster_1'],
    ['https://www.youtube.com/watch?v=abc', null],
    ['https://twitch.tv/videos/12/extra', null],
    [null, null],
  ])('%s names %s', (link, channel) => {
    expect(twitchChannel(link)).toBe(channel);
  });
});

describe('hasMatchesToStart', () => {
  const now = new Date('2030-01-01T10:00:00.000Z');
  it.each([
    ['a ready match whose time came', [match({ status: 'ready' })], true],
    [
      'a ready match still ahead',
      [match({ status: 'ready', start_time: '2030-01-01T10:30:00.000Z' })],
      false,
    ],
    [
      'only started and scheduled matches',
      [match({ status: 'in_game' }), match({ status: 'scheduled' })],
      false,
    ],
    ['no matches', [], false],
  ] as const)('%s: %s', (_name, grid, expected) => {
    expect(hasMatchesToStart(grid, now)).toBe(expected);
  });
});

describe('canOpenMatchChat', () => {
  it.each([
    { name: 'the organiser', viewer: creator, over: {}, can: true },
    { name: 'a player of a side', viewer: player, over: {}, can: true },
    { name: 'a teammate who is not captain', viewer: teammate, over: {}, can: true },
    { name: 'an accepted caster of the match', viewer: caster, over: {}, can: true },
    { name: 'a player of another match', viewer: stranger, over: {}, can: false },
    { name: 'a caster of another match', viewer: caster, over: { id: 2 }, can: false },
    { name: 'anyone while a side is unknown', viewer: creator, over: { side_b: null }, can: false },
    {
      name: 'its players after the match (the room is kept, read-only)',
      viewer: teammate,
      over: { status: 'finished' as const },
      can: true,
    },
  ])('$name: $can', ({ viewer, over, can }) => {
    expect(canOpenMatchChat(match(over), viewer)).toBe(can);
  });
});
