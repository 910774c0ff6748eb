import { describe, expect, it } from 'vitest';
import { isUnscored, playerStatsOf, winnerOf } from './match-result.js';

describe('winnerOf and isUnscored', () => {
  it.each([
    { outcome: 0, winner: null, unscored: false },
    { outcome: 2, winner: 'radiant', unscored: false },
    { outcome: 3, winner: 'dire', unscored: false },
    { outcome: 5, winner: null, unscored: true },
    { outcome: 65, winner: null, unscored: true },
    { outcome: 67, winner: null, unscored: true },
  ])(
    'outcome $outcome gives winner $winner, unscored $unscored',
    ({ outcome, winner, unscored }) => {
      expect(winnerOf(outcome)).toBe(winner);
      expect(isUnscored(outcome)).toBe(unscored);
    },
  );
});

describe('playerStatsOf', () => {
  const line = {
    team: 'radiant' as const,
    heroId: 1,
    kills: 1,
    deaths: 2,
    assists: 3,
    lastHits: 4,
    denies: 5,
    gpm: 6,
    xpm: 7,
    netWorth: 8,
  };

  it('keys each line by SteamID64 and leaves out anonymous players', () => {
    const stats = playerStatsOf([
      { ...line, accountId: 39_734_274 },
      { ...line, accountId: 0 },
      { ...line, accountId: 0xffffffff },
    ]);
    expect(stats).toEqual([
      {
        steam_id: '76561198000000002',
        team: 'radiant',
        hero_id: 1,
        kills: 1,
        deaths: 2,
        assists: 3,
        last_hits: 4,
        denies: 5,
        gpm: 6,
        xpm: 7,
        net_worth: 8,
      },
    ]);
  });
});
