// Listening to a channel whose rooms the server joins by itself (group-chat-updates): pushes without
// a request_id, the listener's own requests and their answers, and a reconnect that says so.
import { CLOSE_CODES } from '@clutch/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createSocketClient, type SocketHandlers } from './socket-client';

interface FakeSocket {
  url: string;
  sent: unknown[];
  closedWith: number | null;
  handlers: SocketHandlers;
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = createSocketClient({
    urlFor: (channel, access) => `ws://test/api/ws/${channel}/?token=${access}`,
    readToken: () => 'a1',
    refreshSession: () => Promise.resolve(true),
    endSession: () => undefined,
    random: () => 1,
    openSocket(url, handlers) {
      const socket: FakeSocket = { url, sent: [], closedWith: null, handlers };
      sockets.push(socket);
      return {
        send: (text) => void socket.sent.push(JSON.parse(text)),
        close: (code) => {
          socket.closedWith = code;
        },
      };
    },
  });
  const last = () => {
    const socket = sockets[sockets.length - 1];
    if (socket === undefined) throw new Error('no socket was opened');
    return socket;
  };
  return { client, sockets, last };
}

const push = (requestId: unknown, data: unknown, action = 'new_message') =>
  JSON.stringify({ action, data, errors: [], response_status: 200, request_id: requestId });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('listening to a channel', () => {
  it('opens the channel, sends nothing on open and hears the pushes that carry no request_id', () => {
    const { client, last } = setup();
    const frames: unknown[] = [];
    let opens = 0;
    client.listen('group-chat-updates', {
      onFrame: (frame) => frames.push(frame.data),
      onOpen: () => void (opens += 1),
    });
    expect(last().url).toBe('ws://test/api/ws/group-chat-updates/?token=a1');
    last().handlers.onOpen();
    expect(opens).toBe(1);
    expect(last().sent).toEqual([]);
    last().handlers.onMessage(push(null, { id: 1 }));
    last().handlers.onMessage(push('someone-else', { id: 2 }));
    expect(frames).toEqual([{ id: 1 }]);
  });

  it('answers a request to the listener that sent it, once, and refuses to send while closed', () => {
    const { client, last } = setup();
    const frames: unknown[] = [];
    const listening = client.listen('group-chat-updates', {
      onFrame: (frame) => frames.push(frame.action),
    });
    expect(listening.send({ action: 'catch_up', pk: 3, last_id: 10 })).toBe(false);
    last().handlers.onOpen();
    expect(listening.send({ action: 'catch_up', pk: 3, last_id: 10 })).toBe(true);
    const [request] = last().sent;
    expect(request).toMatchObject({ action: 'catch_up', pk: 3, last_id: 10 });
    const requestId = (request as { request_id: string }).request_id;
    last().handlers.onMessage(push(requestId, { chat_id: 3 }, 'catch_up'));
    last().handlers.onMessage(push(requestId, { chat_id: 3 }, 'catch_up'));
    expect(frames).toEqual(['catch_up']);
  });

  it('reopens after a drop and calls onOpen again, so the listener can catch up', () => {
    const { client, sockets, last } = setup();
    let opens = 0;
    client.listen('group-chat-updates', {
      onFrame: () => undefined,
      onOpen: () => void (opens += 1),
    });
    last().handlers.onOpen();
    last().handlers.onClose(1006);
    vi.advanceTimersByTime(backoffDelay(0, 1));
    expect(sockets).toHaveLength(2);
    last().handlers.onOpen();
    expect(opens).toBe(2);
  });

  it('does not reopen after a normal close (1000)', () => {
    const { client, sockets, last } = setup();
    client.listen('group-chat-updates', { onFrame: () => undefined });
    last().handlers.onOpen();
    last().handlers.onClose(CLOSE_CODES.normal);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('closes the connection with 1000 when the last listener stops', () => {
    const { client, last } = setup();
    const first = client.listen('group-chat-updates', { onFrame: () => undefined });
    const second = client.listen('group-chat-updates', { onFrame: () => undefined });
    last().handlers.onOpen();
    first.stop();
    expect(last().closedWith).toBeNull();
    second.stop();
    expect(last().closedWith).toBe(CLOSE_CODES.normal);
    expect(client.isConnected('group-chat-updates')).toBe(false);
  });

  it('calls onOpen at once for a listener that joins an open connection', () => {
    const { client, last } = setup();
    client.listen('group-chat-updates', { onFrame: () => undefined });
    last().handlers.onOpen();
    let opens = 0;
    client.listen('group-chat-updates', {
      onFrame: () => undefined,
      onOpen: () => void (opens += 1),
    });
    expect(opens).toBe(1);
  });
});
