// The V8 inspector of a server child, for what only the process itself can tell: its heap once
// garbage is collected, and its event-loop delay. The child is started with `INSPECTOR_FLAG` (a
// port the kernel picks, so none is raced for); `connectInspector(output)` finds the address in the
// line Node prints and speaks the inspector's protocol (JSON commands over a WebSocket) with the
// `ws` client. Written by hand: the two protocol methods used here are a few lines, and the one
// library for it (chrome-remote-interface) would pull an older `ws` and `commander` in.
import { z } from 'zod';
import WebSocket from 'ws';

/** The inspector on loopback, on a port the kernel picks; Node prints where. */
export const INSPECTOR_FLAG = '--inspect=127.0.0.1:0';

/** Node's "Debugger listening on ws://127.0.0.1:<port>/<id>" line. */
const LISTENING = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/;
const HANDSHAKE_TIMEOUT_MS = 5_000;
const AnswerSchema = z.object({
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ message: z.string() }).optional(),
});
const EvaluatedSchema = z.object({
  result: z.object({ value: z.unknown().optional() }),
  exceptionDetails: z.object({ text: z.string() }).optional(),
});

export interface MemoryFigures {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

const MemoryUsageSchema = z.object({
  rss: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  external: z.number(),
  arrayBuffers: z.number(),
});

export interface EventLoopDelay {
  /** Samples taken: 0 would mean nothing was measured. */
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const DelaySchema = z.object({
  count: z.number(),
  p50: z.number(),
  p99: z.number(),
  max: z.number(),
});

export interface Inspector {
  /** A full garbage collection, then `process.memoryUsage()` in MB. */
  memoryAfterGc(): Promise<MemoryFigures>;
  /** Starts recording the event loop's delay (perf_hooks' histogram, a sample every 10 ms). */
  startDelay(): Promise<void>;
  /** The delay recorded since `startDelay`, and stops recording. */
  stopDelay(): Promise<EventLoopDelay>;
  /**
   * The own keys of the prototypes every object, array and function inherits from, sorted
   * (`Object.prototype: constructor, …`): a prototype pollution would add one.
   */
  prototypeKeys(): Promise<string[]>;
  close(): void;
}

const MB = 1024 * 1024;
/**
 * The histogram's timer interval. Each sample is the time between two ticks of that timer, so an idle
 * loop reads the interval itself: the figures answered have it taken off.
 */
const DELAY_RESOLUTION_MS = 10;
/** Where the histogram lives in the child between the two calls. */
const HISTOGRAM = 'globalThis.__reliabilityEventLoopDelay';

/** Connects to the inspector whose address the child printed (its output so far). */
export async function connectInspector(childOutput: string): Promise<Inspector> {
  const address = LISTENING.exec(childOutput)?.[1];
  if (!address) throw new Error(`the child printed no inspector address:\n${childOutput}`);
  const socket = new WebSocket(address, { handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  // A child that dies (or a socket that breaks) fails every command waiting, at once.
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  socket.on('error', (error) => failAll(error));
  socket.on('close', () => failAll(new Error('the inspector connection closed')));
  socket.on('message', (data: Buffer) => {
    const parsed = AnswerSchema.safeParse(JSON.parse(data.toString()));
    if (!parsed.success) return; // An event, not an answer.
    const pending = waiting.get(parsed.data.id);
    if (!pending) return;
    waiting.delete(parsed.data.id);
    if (parsed.data.error) pending.reject(new Error(parsed.data.error.message));
    else pending.resolve(parsed.data.result);
  });
  let nextId = 0;
  const command = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      if (socket.readyState !== WebSocket.OPEN) {
        reject(new Error(`${method}: the inspector connection is not open`));
        return;
      }
      nextId += 1;
      const id = nextId;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }), (error) => {
        if (!error) return;
        waiting.delete(id);
        reject(error);
      });
    });
  const evaluate = async (expression: string): Promise<unknown> => {
    const answer = EvaluatedSchema.parse(
      await command('Runtime.evaluate', { expression, returnByValue: true }),
    );
    if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  /** An expression that answers `JSON.stringify(…)`, its value parsed by `schema`. */
  const evaluateJson = async <T>(expression: string, schema: z.ZodType<T>): Promise<T> =>
    schema.parse(JSON.parse(String(await evaluate(expression))));
  return {
    async memoryAfterGc() {
      await command('HeapProfiler.collectGarbage');
      const usage = await evaluateJson('JSON.stringify(process.memoryUsage())', MemoryUsageSchema);
      return {
        rssMb: usage.rss / MB,
        heapUsedMb: usage.heapUsed / MB,
        heapTotalMb: usage.heapTotal / MB,
        externalMb: usage.external / MB,
        arrayBuffersMb: usage.arrayBuffers / MB,
      };
    },
    async startDelay() {
      await evaluate(
        `${HISTOGRAM}?.disable(); ${HISTOGRAM} = process.getBuiltinModule('node:perf_hooks').monitorEventLoopDelay({ resolution: ${String(DELAY_RESOLUTION_MS)} }); ${HISTOGRAM}.enable(); true`,
      );
    },
    async stopDelay() {
      const delay = await evaluateJson(
        `(() => { const h = ${HISTOGRAM}; h.disable(); return JSON.stringify({ count: h.count, p50: h.percentile(50), p99: h.percentile(99), max: h.max }); })()`,
        DelaySchema,
      );
      const late = (ns: number) => Math.max(0, ns / 1e6 - DELAY_RESOLUTION_MS);
      return {
        samples: delay.count,
        p50Ms: late(delay.p50),
        p99Ms: late(delay.p99),
        maxMs: late(delay.max),
      };
    },
    prototypeKeys: () =>
      evaluateJson(
        `JSON.stringify([['Object', Object.prototype], ['Array', Array.prototype], ['Function', Function.prototype]].flatMap(([name, proto]) => Reflect.ownKeys(proto).map((key) => name + '.prototype: ' + String(key))).sort())`,
        z.array(z.string()),
      ),
    close: () => socket.close(),
  };
}

/** The prototype keys in `after` that `before` lacked: what a pollution added. */
export function prototypeKeysAdded(before: string[], after: string[]): string[] {
  return after.filter((key) => !before.includes(key));
}

/** The figure F1 and B3 print: "64 / 64, added: none". */
export function prototypeKeysFigure(before: string[], after: string[]): string {
  const added = prototypeKeysAdded(before, after);
  return `${String(before.length)} / ${String(after.length)}, added: ${added.length === 0 ? 'none' : added.join(', ')}`;
}
