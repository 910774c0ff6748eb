import { describe, expect, it } from 'vitest';
import { accountIdOf, steamIdOf } from './steam-id.js';

describe('SteamID64 and account id', () => {
  it.each([
    { steamId: '76561197960265728', accountId: 0 },
    { steamId: '76561197960265729', accountId: 1 },
    { steamId: '76561198000000002', accountId: 39_734_274 },
    { steamId: '76561202255233023', accountId: 0xffffffff },
  ])('$steamId is account $accountId and back', ({ steamId, accountId }) => {
    expect(accountIdOf(steamId)).toBe(accountId);
    expect(steamIdOf(accountId)).toBe(steamId);
  });
});
