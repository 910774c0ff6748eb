import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../app-events.js';
import { notificationMail } from './notification-mail.js';
import { notificationsFor } from './notification-triggers.js';

describe('which events become notifications', () => {
  it.each<[AppEvent, unknown[]]>([
    [
      { type: 'FriendRequestSent', requestId: 5, fromUserId: 1, toUserId: 2 },
      [
        {
          key: 'friend_request:5',
          userId: 2,
          type: 'friend_request',
          actorId: 1,
          attributes: { friend_request_id: 5, link: '/profile/1/info/' },
        },
      ],
    ],
    [
      { type: 'FriendRequestAccepted', requestId: 5, fromUserId: 1, toUserId: 2 },
      [
        {
          key: 'friend_request_accepted:5',
          userId: 1,
          type: 'friend_request_accepted',
          actorId: 2,
          attributes: { link: '/profile/2/info/' },
        },
      ],
    ],
    [
      { type: 'WithdrawalSettled', userId: 4, withdrawalId: 9, status: 'failed' },
      [
        {
          key: 'withdrawal_settled:9',
          userId: 4,
          type: 'system',
          attributes: {
            link: '/profile/me/wallet',
            text: 'Your withdrawal could not be paid out; the crystals are back on your balance.',
          },
        },
      ],
    ],
    [
      { type: 'TransferReceived', userId: 2, fromUserId: 1, transferId: 3, amount: 1250 },
      [
        {
          key: 'transfer_received:3',
          userId: 2,
          type: 'system',
          actorId: 1,
          attributes: { link: '/profile/me/wallet', text: 'You received 12.5 crystals.' },
        },
      ],
    ],
    [{ type: 'BalanceChanged', userId: 1, book: 'real' }, []],
    [{ type: 'ProfileChanged', userId: 1, version: 3 }, []],
    [{ type: 'SessionRevoked', sessionId: 1, userId: 1, reason: 'logout' }, []],
  ])('%j makes %j', (event, drafts) => {
    expect(notificationsFor(event)).toEqual(drafts);
  });

  it('keys each draft by the event’s own id, so two events never share a key', () => {
    const keys = [1, 2, 3].flatMap((requestId) =>
      notificationsFor({ type: 'FriendRequestSent', requestId, fromUserId: 1, toUserId: 2 }).map(
        (draft) => draft.key,
      ),
    );
    expect(new Set(keys).size).toBe(3);
  });
});

describe('the e-mail of a notification', () => {
  it('names who caused it and links into the web app', () => {
    expect(
      notificationMail('friend_request', {
        publicUrl: 'https://clutch.gg',
        username: 'bob',
        actorName: 'alice',
        attributes: { link: '/profile/1/info/' },
      }),
    ).toEqual({
      subject: 'Clutch: alice wants to be your friend',
      text: expect.stringContaining('Open Clutch: https://clutch.gg/profile/1/info/') as string,
    });
  });

  it('carries the text of a system notice and links home without a link', () => {
    const mail = notificationMail('system', {
      publicUrl: 'https://clutch.gg',
      username: 'bob',
      actorName: undefined,
      attributes: { text: 'Servers restart at 03:00 UTC.' },
    });
    expect(mail.text).toContain('Servers restart at 03:00 UTC.');
    expect(mail.text).toContain('Open Clutch: https://clutch.gg/');
  });
});
