import { CLOSE_CODES } from '@clutch/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createSocketClient,
  FLOOD_PAUSE_MS,
  RECONNECT_MAX_MS,
  type SocketHandlers,
} from './socket-client';

interface FakeSocket {
  url: string;
  sent: unknown[];
  closedWith: number | null;
  handlers: SocketHandlers;
  open(): void;
  push(frame: unknown): void;
  drop(code: number): void;
}

function setup(options: { token?: string | null; refresh?: () => Promise<boolean> } = {}) {
  const sockets: FakeSocket[] = [];
  let token = options.token === undefined ? 'a1' : options.token;
  let sessionEnded = 0;
  const client = createSocketClient({
    urlFor: (channel, access) => `ws://test/api/ws/${channel}/?token=${access}`,
    readToken: () => token,
    refreshSession: options.refresh ?? (() => Promise.resolve(true)),
    endSession: () => void (sessionEnded += 1),
    random: () => 1,
    openSocket(url, handlers) {
      const socket: FakeSocket = {
        url,
        sent: [],
        closedWith: null,
        handlers,
        open: () => handlers.onOpen(),
        push: (frame) => handlers.onMessage(JSON.stringify(frame)),
        drop: (code) => handlers.onClose(code),
      };
      sockets.push(socket);
      return {
        send: (text) => void socket.sent.push(JSON.parse(text)),
        close: (code) => {
          socket.closedWith = code;
        },
      };
    },
  });
  return {
    client,
    sockets,
    last: () => sockets[sockets.length - 1],
    setToken: (next: string | null) => void (token = next),
    sessionEnded: () => sessionEnded,
  };
}

const update = (requestId: unknown, data: unknown, version = 2) => ({
  action: 'update',
  data,
  errors: [],
  response_status: 200,
  request_id: requestId,
  version,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live socket client', () => {
  it('opens a channel on the first subscription, subscribes once open and routes frames by request_id', () => {
    const { client, sockets, last } = setup();
    const frames: unknown[] = [];
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, (frame) =>
      frames.push(frame.data),
    );
    expect(last()?.url).toBe('ws://test/api/ws/user-updates/?token=a1');
    last()?.open();
    expect(last()?.sent).toEqual([
      { action: 'subscribe_instance', pk: 7, request_id: 'user-updates:1' },
    ]);
    last()?.push(update('user-updates:1', { id: 7 }));
    last()?.push(update('someone-else', { id: 8 }));
    last()?.push({ not: 'a frame' });
    last()?.handlers.onMessage('not json');
    expect(frames).toEqual([{ id: 7 }]);

    client.subscribe(
      'user-updates',
      { action: 'subscribe_to_user_activity', pk: 7 },
      () => undefined,
    );
    expect(sockets).toHaveLength(1);
    expect(last()?.sent).toHaveLength(2);
  });

  it('keeps one connection per channel', () => {
    const { client, sockets } = setup();
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    client.subscribe(
      'grid-updates',
      { action: 'subscribe_to_grid_activity', tournament_id: 3 },
      () => undefined,
    );
    expect(sockets.map((socket) => socket.url)).toEqual([
      'ws://test/api/ws/user-updates/?token=a1',
      'ws://test/api/ws/grid-updates/?token=a1',
    ]);
  });

  it('reconnects with growing delays after a dropped connection and subscribes again', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    last()?.open();
    last()?.drop(1006);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(backoffDelay(0, 1) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last()?.drop(1006);
    vi.advanceTimersByTime(backoffDelay(1, 1));
    expect(sockets).toHaveLength(3);
    last()?.open();
    expect(last()?.sent).toEqual([
      { action: 'subscribe_instance', pk: 7, request_id: 'user-updates:1' },
    ]);
  });

  it('caps the backoff at 30 seconds and spreads it with jitter', () => {
    expect(backoffDelay(0, 1)).toBe(1000);
    expect(backoffDelay(3, 1)).toBe(8000);
    expect(backoffDelay(20, 1)).toBe(RECONNECT_MAX_MS);
    expect(backoffDelay(20, 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('does not reopen a connection the server closed normally (1000)', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    last()?.open();
    last()?.drop(CLOSE_CODES.normal);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('refreshes the token after 4001 and reconnects with the new one', async () => {
    const setupResult = setup({
      refresh: () => {
        setupResult.setToken('a2');
        return Promise.resolve(true);
      },
    });
    const { client, last } = setupResult;
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    last()?.open();
    last()?.drop(CLOSE_CODES.tokenNotValid);
    await vi.waitFor(() => expect(last()?.url).toBe('ws://test/api/ws/user-updates/?token=a2'));
  });

  it('stops after 4001 when the session cannot be refreshed', async () => {
    const { client, sockets, last } = setup({ refresh: () => Promise.resolve(false) });
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    last()?.drop(CLOSE_CODES.tokenNotValid);
    await vi.runAllTimersAsync();
    expect(sockets).toHaveLength(1);
  });

  it.each([
    ['a revoked session (4003)', CLOSE_CODES.sessionRevoked],
    ['a banned user (4004)', CLOSE_CODES.userBanned],
  ])('ends the session after %s and does not reconnect', async (_, code) => {
    const { client, sockets, last, sessionEnded } = setup();
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    last()?.open();
    last()?.drop(code);
    await vi.runAllTimersAsync();
    expect(sessionEnded()).toBe(1);
    expect(sockets).toHaveLength(1);
  });

  it('waits at least ten seconds after a flood close (4429)', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    last()?.open();
    last()?.drop(CLOSE_CODES.flood);
    vi.advanceTimersByTime(FLOOD_PAUSE_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('leaves an instance when one of several subscriptions ends, and closes with the last', () => {
    const { client, last } = setup();
    const first = client.subscribe(
      'quick-match-updates',
      { action: 'subscribe_instance', pk: 4 },
      () => undefined,
    );
    const second = client.subscribe(
      'quick-match-updates',
      { action: 'subscribe_instance', pk: 5 },
      () => undefined,
    );
    last()?.open();
    first();
    expect(last()?.sent).toContainEqual({ action: 'unsubscribe_instance', pk: 4 });
    expect(last()?.closedWith).toBeNull();
    second();
    expect(last()?.closedWith).toBe(CLOSE_CODES.normal);
    last()?.drop(CLOSE_CODES.normal);
    expect(client.isConnected('quick-match-updates')).toBe(false);
  });

  it('waits for a session before connecting, and closes everything at logout', () => {
    const { client, sockets, last, setToken } = setup({ token: null });
    client.subscribe('user-updates', { action: 'subscribe_instance', pk: 7 }, () => undefined);
    expect(sockets).toHaveLength(0);
    setToken('a1');
    client.resume();
    expect(sockets).toHaveLength(1);
    last()?.open();
    expect(client.isConnected('user-updates')).toBe(true);
    client.closeAll();
    expect(last()?.closedWith).toBe(CLOSE_CODES.normal);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
