import type { TournamentPatch } from '@clutch/contract/tournament-form';
import { describe, expect, it } from 'vitest';
import { editDraft } from './tournament-edit.js';
import type { TournamentSettings } from './tournament-form.js';

const stored: TournamentSettings = {
  type: '1_1',
  grid: 3,
  startTime: new Date('2026-03-02T12:00:00Z'),
  freezeTime: 30,
  matchDuration: 60,
  minLvl: 1,
  maxLvl: 100,
  prizePool: 1000,
  firstPlacePrize: 500,
  secondPlacePrize: 300,
  thirdPlacePrize: 200,
  entryFee: 100,
  watcherEntryFee: 0,
  isDemo: false,
  server: 'europe',
  isOpened: 2,
  playersPassword: 'play',
  watchersPassword: 'watch',
  applications: false,
  donations: false,
  settings: { game: 1, mode: 21, banType: 'all_but_one', selectedHeroes: [11] },
};

function draftOf(patch: TournamentPatch, hasParticipants = false) {
  const outcome = editDraft(stored, patch, hasParticipants);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fields));
  return outcome.draft;
}
function errorsOf(patch: TournamentPatch, hasParticipants = false) {
  const outcome = editDraft(stored, patch, hasParticipants);
  return outcome.ok ? {} : outcome.fields;
}

describe('editing a tournament', () => {
  it('keeps what was not sent and takes what was', () => {
    expect(draftOf({ grid: 4, prize_pool: 2000 })).toEqual({
      type: '1_1',
      grid: 4,
      start_time: stored.startTime,
      freeze_time: 30,
      match_duration: 60,
      min_lvl: 1,
      max_lvl: 100,
      prize_pool: 2000,
      first_place_prize: 500,
      second_place_prize: 300,
      third_place_prize: 200,
      entry_fee: 100,
      watcher_entry_fee: 0,
      is_demo: false,
      server: 'europe',
      is_opened: 2,
      players_password: 'play',
      watchers_password: 'watch',
      applications: false,
      donats: false,
      mode: 21,
      ban_type: 'all_but_one',
      selected_heroes: [11],
    });
  });

  const dropped: [string, TournamentPatch, object][] = [
    ['opening to everyone drops both passwords', { is_opened: 1 }, {}],
    [
      'a watchers-only code drops the players password',
      { is_opened: 3 },
      { watchers_password: 'watch' },
    ],
    [
      'a players-only code drops the watchers password',
      { is_opened: 4 },
      { players_password: 'play' },
    ],
    [
      'a new mode keeps a password sent with it',
      { is_opened: 4, players_password: 'new' },
      { players_password: 'new' },
    ],
  ];
  it.each(dropped)('%s', (_, patch, passwords) => {
    const draft = draftOf(patch);
    expect({
      ...(draft.players_password === undefined ? {} : { players_password: draft.players_password }),
      ...(draft.watchers_password === undefined
        ? {}
        : { watchers_password: draft.watchers_password }),
    }).toEqual(passwords);
  });

  const refused: [string, TournamentPatch, boolean, string][] = [
    ['another book', { is_demo: true }, false, 'is_demo'],
    ['another type once players registered', { type: '5_5' }, true, 'type'],
    ['another grid once players registered', { grid: 4 }, true, 'grid'],
    ['another entry fee once players registered', { entry_fee: 0 }, true, 'entry_fee'],
    ['other levels once players registered', { min_lvl: 10 }, true, 'min_lvl'],
    [
      'percent prizes without all three',
      { percentage_prize: true, first_place_prize: 5000 },
      false,
      'percentage_prize',
    ],
  ];
  it.each(refused)('refuses %s', (_, patch, hasParticipants, field) => {
    expect(Object.keys(errorsOf(patch, hasParticipants))).toEqual([field]);
  });

  it('lets registered players see the same values sent again, and new ones before anyone registered', () => {
    expect(errorsOf({ is_demo: false, grid: 3, entry_fee: 100 }, true)).toEqual({});
    expect(errorsOf({ type: '5_5', grid: 5, entry_fee: 0 }, false)).toEqual({});
  });
});
