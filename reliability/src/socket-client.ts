// A live-channel client as the web app opens one: /api/ws/<channel>/?token=<access>. A ping frame
// is answered only once the token is accepted, so its answer proves the socket is signed in.
import { ServerFrameSchema, type Channel } from '@clutch/contract/realtime';
import WebSocket from 'ws';

export interface SocketClose {
  code: number;
  reason: string;
  /** Date.now() when the close arrived. */
  at: number;
}

export interface LiveSocket {
  readonly closed: Promise<SocketClose>;
  /** Sends a ping; resolves 'answered' on its answer, or 'closed' when the socket closes first. */
  ping(timeoutMs: number): Promise<'answered' | 'closed' | 'silent'>;
  close(): void;
}

/** A text frame's JSON, or null for anything else (the server sends text frames only). */
function parseFrame(data: WebSocket.RawData): unknown {
  if (!Buffer.isBuffer(data)) return null;
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
}

export function openSocket(origin: string, channel: Channel, token: string): LiveSocket {
  const url = `${origin.replace(/^http/, 'ws')}/api/ws/${channel}/?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(url);
  const closed = new Promise<SocketClose>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() }));
    // An error is followed by a close event, which settles the promise.
    ws.on('error', () => undefined);
  });
  let nextRequest = 1;
  const opened = new Promise<boolean>((resolve) => {
    ws.once('open', () => resolve(true));
    void closed.then(() => resolve(false));
  });
  return {
    closed,
    async ping(timeoutMs) {
      if (!(await opened)) return 'closed';
      const requestId = `ping-${String(nextRequest++)}`;
      const answered = new Promise<'answered'>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          const frame = ServerFrameSchema.safeParse(parseFrame(data));
          if (frame.success && frame.data.request_id === requestId) {
            ws.off('message', onMessage);
            resolve('answered');
          }
        };
        ws.on('message', onMessage);
      });
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<'silent'>((resolve) => {
        timer = setTimeout(() => resolve('silent'), timeoutMs);
      });
      ws.send(JSON.stringify({ action: 'ping', request_id: requestId }));
      const outcome = await Promise.race([answered, closed.then(() => 'closed' as const), silent]);
      clearTimeout(timer);
      return outcome;
    },
    close() {
      ws.close();
    },
  };
}
