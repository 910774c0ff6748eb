import type { Me } from '@clutch/contract/profile';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ME as STAND_IN_ME } from '../../lib/api-stand-in';
import { meQueryOptions, newerMe } from './api/me';
import { applyUserUpdate } from './realtime';

const ME: Me = { ...STAND_IN_ME, is_email_confirmed: true, version: 3 };

const frame = (action: string, data: unknown) => ({
  action,
  data,
  errors: [],
  response_status: action === 'update' ? 200 : 201,
  request_id: 'user-updates:1',
});

describe('user-updates frames', () => {
  it('write the pushed profile into the profile-me query', () => {
    const client = new QueryClient();
    client.setQueryData(meQueryOptions().queryKey, ME);
    const pushed = { ...ME, unread_notifications: 4, is_demo: true, version: 4 };
    expect(applyUserUpdate(client, frame('update', pushed))).toBe(true);
    expect(client.getQueryData(meQueryOptions().queryKey)).toEqual(pushed);
  });

  it('fill the query from the subscribe answer too', () => {
    const client = new QueryClient();
    expect(applyUserUpdate(client, frame('subscribe_instance', ME))).toBe(true);
    expect(client.getQueryData(meQueryOptions().queryKey)).toEqual(ME);
  });

  it('never let an older version undo a newer one', () => {
    const client = new QueryClient();
    client.setQueryData(meQueryOptions().queryKey, { ...ME, version: 9, unread_notifications: 2 });
    applyUserUpdate(client, frame('update', { ...ME, version: 8, unread_notifications: 1 }));
    expect(client.getQueryData(meQueryOptions().queryKey)?.unread_notifications).toBe(2);
  });

  it('ignore other actions and data that is not a profile', () => {
    const client = new QueryClient();
    expect(applyUserUpdate(client, frame('notification', ME))).toBe(false);
    expect(applyUserUpdate(client, frame('update', { id: 7 }))).toBe(false);
    expect(client.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
  });

  it('a different user replaces the cached one whatever the versions', () => {
    expect(newerMe({ ...ME, version: 50 }, { ...ME, id: 8, version: 1 }).id).toBe(8);
  });
});
