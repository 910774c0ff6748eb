import { describe, expect, it } from 'vitest';
import { inviteTargetOf, withoutInvite } from './invite-target';

describe('inviteTargetOf', () => {
  it.each([
    ['invite_token=abc-1', { kind: 'invite', token: 'abc-1' }],
    ['transfer_token=T_9', { kind: 'transfer', token: 'T_9' }],
    ['match=12&commentator=4', { kind: 'commentator', matchId: 12, instance: 4 }],
    ['match=12', null],
    ['match=0&commentator=4', null],
    ['invite_token=bad%20token', null],
    ['', null],
    ['tab=bans', null],
  ])('reads %j as %j', (query, expected) => {
    expect(inviteTargetOf(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('withoutInvite', () => {
  it('drops the invitation and keeps the rest of the query', () => {
    const query = new URLSearchParams('tab=bans&match=1&commentator=2&transfer_token=x');
    expect(withoutInvite(query).toString()).toBe('tab=bans');
  });
});
