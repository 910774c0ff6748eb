// Many websocket clients in the bench process, each subscribed with one frame and checked against the
// contract's frame schema. After subscribing, every frame any of them receives goes to one listener,
// stamped with its arrival time before anything else is done with it.
import { performance } from 'node:perf_hooks';
import { ServerFrameSchema, type ServerFrame } from '@clutch/contract/realtime';
import { WebSocket, type RawData } from 'ws';
import { mapLimited, withTimeout } from './stats.js';

export type FrameListener = (receivedAt: number, data: RawData) => void;

export interface SocketCrowd {
  readonly size: number;
  /** Replaces the listener that receives every frame after the subscription answers. */
  listen(listener: FrameListener): void;
  close(): Promise<void>;
}

export interface CrowdOptions {
  /** ws://127.0.0.1:<port>/... */
  url: string;
  /** Each socket's own URL (another user's token, another instance), instead of `url`. */
  urlOf?: (index: number) => string;
  count: number;
  subscribeFrame: string;
  /** The subscription answer's response_status that means "subscribed": 201 unless given. */
  subscribedStatus?: number;
  /** Sockets being opened at once; the server verifies a token for each. */
  concurrency?: number;
}

const OPEN_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 10_000;
const ignore: FrameListener = () => undefined;

/** A received frame's bytes, whichever of the shapes `ws` hands out it came in. */
export function frameBytes(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/** The frame in `text` when it is JSON shaped as the contract says, else null. */
export function parseFrame(text: string): ServerFrame | null {
  try {
    const parsed = ServerFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function subscribeOne(
  url: string,
  subscribeFrame: string,
  subscribedStatus: number,
  onFrame: () => FrameListener,
): Promise<WebSocket> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const answered = new Promise<WebSocket>((resolve, reject) => {
    let subscribed = false;
    ws.on('open', () => ws.send(subscribeFrame));
    ws.on('message', (data, isBinary) => {
      if (subscribed) {
        onFrame()(performance.now(), data);
        return;
      }
      const text = frameBytes(data).toString();
      const answer = isBinary ? null : parseFrame(text);
      if (answer?.response_status !== subscribedStatus) {
        reject(new Error(`subscription refused: ${text.slice(0, 200)}`));
        return;
      }
      subscribed = true;
      resolve(ws);
    });
    ws.on('error', reject);
    ws.on('close', (code, reason) => {
      if (!subscribed)
        reject(new Error(`socket closed before subscribing: ${String(code)} ${reason.toString()}`));
    });
  });
  return withTimeout(answered, OPEN_TIMEOUT_MS, `subscribing ${url}`).catch((error: unknown) => {
    ws.terminate();
    throw error;
  });
}

async function closeAll(sockets: readonly WebSocket[]): Promise<void> {
  const closed = sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close(1000, 'bench done');
      }),
  );
  await withTimeout(Promise.all(closed), CLOSE_TIMEOUT_MS, 'closing sockets').catch(() => {
    for (const ws of sockets) ws.terminate();
  });
}

export async function openCrowd(options: CrowdOptions): Promise<SocketCrowd> {
  let listener = ignore;
  const opened: WebSocket[] = [];
  const indices = Array.from({ length: options.count }, (_, i) => i);
  try {
    await mapLimited(indices, options.concurrency ?? 50, async (index) => {
      opened.push(
        await subscribeOne(
          options.urlOf?.(index) ?? options.url,
          options.subscribeFrame,
          options.subscribedStatus ?? 201,
          () => listener,
        ),
      );
    });
  } catch (error) {
    await closeAll(opened);
    throw error;
  }
  return {
    size: opened.length,
    listen(next) {
      listener = next;
    },
    close: () => closeAll(opened),
  };
}
