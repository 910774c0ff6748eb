// A live-channel client that sends any frame and waits for the answer carrying its request_id, for
// tests that need more than a ping (chat actions, floods, oversized frames, a foreign Origin).
import { ServerFrameSchema, type Channel, type ServerFrame } from '@clutch/contract/realtime';
import WebSocket from 'ws';
import type { SocketClose } from './socket-client.js';

export interface FrameSocket {
  readonly closed: Promise<SocketClose>;
  /** Resolves true once the handshake succeeded, false when the socket closed first. */
  readonly opened: Promise<boolean>;
  /** Every frame the server sent, in order. */
  readonly received: ServerFrame[];
  send(text: string): void;
  /**
   * Sends the frame with a fresh request_id and resolves its answer, or 'closed' when the socket
   * closes first, or 'silent' after `timeoutMs`.
   */
  request(
    frame: Record<string, unknown>,
    timeoutMs?: number,
  ): Promise<ServerFrame | 'closed' | 'silent'>;
  close(): void;
}

export interface FrameSocketOptions {
  /** Sent as the handshake's Origin header, as a browser page would. */
  origin?: string;
}

let nextRequest = 1;

export function openFrameSocket(
  serverOrigin: string,
  channel: Channel,
  token: string,
  options: FrameSocketOptions = {},
): FrameSocket {
  const url = `${serverOrigin.replace(/^http/, 'ws')}/api/ws/${channel}/?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const received: ServerFrame[] = [];
  const waiting = new Map<string, (frame: ServerFrame) => void>();
  const closed = new Promise<SocketClose>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() }));
    // An error (a refused handshake, too) is followed by a close event, which settles the promise.
    ws.on('error', () => undefined);
  });
  const opened = new Promise<boolean>((resolve) => {
    ws.once('open', () => resolve(true));
    void closed.then(() => resolve(false));
  });
  ws.on('message', (data) => {
    // The server sends text frames only, which ws hands over as one Buffer.
    if (!Buffer.isBuffer(data)) return;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      return;
    }
    const frame = ServerFrameSchema.safeParse(parsed);
    if (!frame.success) return;
    received.push(frame.data);
    const id = frame.data.request_id;
    const resolve = typeof id === 'string' ? waiting.get(id) : undefined;
    if (resolve && typeof id === 'string') {
      waiting.delete(id);
      resolve(frame.data);
    }
  });
  return {
    closed,
    opened,
    received,
    send(text) {
      ws.send(text);
    },
    async request(frame, timeoutMs = 5_000) {
      if (!(await opened)) return 'closed';
      const requestId = `r-${String(nextRequest++)}`;
      const answered = new Promise<ServerFrame>((resolve) => waiting.set(requestId, resolve));
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<'silent'>((resolve) => {
        timer = setTimeout(() => resolve('silent'), timeoutMs);
      });
      ws.send(JSON.stringify({ ...frame, request_id: requestId }));
      const outcome = await Promise.race([answered, closed.then(() => 'closed' as const), silent]);
      clearTimeout(timer);
      waiting.delete(requestId);
      return outcome;
    },
    close() {
      ws.close();
    },
  };
}
