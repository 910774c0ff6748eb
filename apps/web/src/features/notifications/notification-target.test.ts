import type { Notification, NotificationAttributes } from '@clutch/contract/notifications';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const notice = (atributtes: NotificationAttributes): Notification => ({
  id: 1,
  type: 'system',
  seen: false,
  created: '2030-01-01T00:00:00.000Z',
  atributtes,
});

describe('notificationTarget', () => {
  it.each([
    [
      'a tournament invitation, to its join link',
      { tournament_id: 4, invite_token: 'abc_1', link: '/tournaments/4' },
      '/join/tournament/4/abc_1',
    ],
    [
      'an ownership offer, to the tournament with the token',
      { tournament_id: 4, transfer_token: 'T-2', link: '/tournaments/4' },
      '/tournaments/4?transfer_token=T-2',
    ],
    [
      'a commentator invitation, to the tournament with the match and the invitation',
      { tournament_id: 4, match_id: 9, commentator_instance: 3, link: '/tournaments/4' },
      '/tournaments/4?match=9&commentator=3',
    ],
    ['anything else, to its own link', { link: '/profile/2/info/' }, '/profile/2/info/'],
    ['a link off the site, nowhere', { link: 'https://example.com' }, null],
    ['no link, nowhere', {}, null],
  ])('leads %s', (_, attributes, expected) => {
    expect(notificationTarget(notice(attributes))).toBe(expected);
  });
});
