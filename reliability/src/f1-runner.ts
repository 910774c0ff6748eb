// F1 schema-fuzz: sends the generated requests with a few in flight, and judges every answer: no
// 5xx, the body valid against the document's response for its status, no stack trace or SQL in
// it, text/plain refused with 415, and never the prototype-pollution marker.
import fc from 'fast-check';
import { Worker } from 'node:worker_threads';
import { MUTATIONS, POLLUTION_MARKER, mutatedArbitrary } from './f1-mutations.js';
import type { Operation, ResponseChecker } from './f1-openapi.js';
import { derivedSeed, validPartsArbitrary, writeRequest, type FuzzRequest } from './f1-requests.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** What went wrong with one answer, and how to send its request again. */
export interface Finding {
  opId: string;
  kind: string;
  seed: number;
  index: number;
  status: number;
  reason: string;
  url: string;
}

export interface RunStats {
  sent: number;
  statuses: Map<number, number>;
  serverErrors: Finding[];
  schemaInvalid: Finding[];
  leaks: Finding[];
  transportErrors: Finding[];
  pollutionSeen: Finding[];
  textPlain: { sent: number; refused415: number; others: Finding[] };
  perOperation: Map<string, number>;
}

export const emptyStats = (): RunStats => ({
  sent: 0,
  statuses: new Map(),
  serverErrors: [],
  schemaInvalid: [],
  leaks: [],
  transportErrors: [],
  pollutionSeen: [],
  textPlain: { sent: 0, refused415: 0, others: [] },
  perOperation: new Map(),
});

const STACK = /at .*\.js:\d+|\n\s+at \S+ \(/;
const SQL_LEAK =
  /SELECT |INSERT |syntax error|relation "|violates .* constraint|duplicate key value/;

export async function send(
  origin: string,
  request: FuzzRequest,
  token: string | null,
): Promise<Answer> {
  const headers = { ...request.headers };
  if (token !== null && !request.anonymous) headers['authorization'] = `Token ${token}`;
  const response = await fetch(origin + request.url, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

export interface Judged {
  serverError?: string;
  schema?: string;
  leak?: string;
  pollution?: boolean;
}

/** The verdict on one answer (an empty object when it is fine). */
export function judge(
  checker: ResponseChecker,
  op: Operation,
  request: FuzzRequest,
  answer: Answer,
): Judged {
  const verdict: Judged = {};
  if (answer.status >= 500) verdict.serverError = answer.text.slice(0, 200);
  const checked = checker.check(op, answer.status, answer.contentType, answer.text);
  if (!checked.ok) verdict.schema = `${checked.reason} | ${answer.text.slice(0, 160)}`;
  const leak = STACK.exec(answer.text) ?? SQL_LEAK.exec(answer.text);
  if (leak)
    verdict.leak = `"${leak[0]}" in ${answer.text.slice(Math.max(0, leak.index - 60), leak.index + 80)}`;
  const sentMarker = typeof request.body === 'string' && request.body.includes(POLLUTION_MARKER);
  if (!sentMarker && answer.text.includes(POLLUTION_MARKER)) verdict.pollution = true;
  return verdict;
}

export interface Task {
  op: Operation;
  kind: string;
  seed: number;
  count: number;
}

/**
 * Per operation: `valid` valid requests, and each applicable mutation once (`full`: its own
 * count, more for the kinds with many variants).
 */
export function tasksFor(op: Operation, seed: number, valid: number, full: boolean): Task[] {
  const tasks: Task[] = [{ op, kind: 'valid', seed, count: valid }];
  for (const m of MUTATIONS)
    if (m.applies(op)) tasks.push({ op, kind: m.name, seed, count: full ? m.perOperation : 1 });
  return tasks;
}

/** The task's requests, drawn from (seed, operation, kind): the same on every replay. */
export function requestsOf(task: Task): FuzzRequest[] {
  const valid = validPartsArbitrary(task.op);
  const mutation = MUTATIONS.find((m) => m.name === task.kind);
  const arbitrary = mutation ? mutatedArbitrary(task.op, mutation, valid) : valid;
  const seed = derivedSeed(task.seed, task.op.id, task.kind);
  return fc
    .sample(arbitrary, { seed, numRuns: task.count })
    .map((parts) => writeRequest(task.op, task.kind, parts));
}

export type TokenFor = (op: Operation) => Promise<string | null>;

function record(
  stats: RunStats,
  task: Task,
  index: number,
  request: FuzzRequest,
  answer: Answer,
  verdict: Judged,
) {
  const finding = (reason: string): Finding => ({
    opId: task.op.id,
    kind: task.kind,
    seed: task.seed,
    index,
    status: answer.status,
    reason,
    url: `${request.method} ${request.url.slice(0, 160)}`,
  });
  stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
  if (verdict.serverError !== undefined) stats.serverErrors.push(finding(verdict.serverError));
  if (verdict.schema !== undefined) stats.schemaInvalid.push(finding(verdict.schema));
  if (verdict.leak !== undefined) stats.leaks.push(finding(verdict.leak));
  if (verdict.pollution) stats.pollutionSeen.push(finding('marker in the answer'));
  if (task.kind === 'text-plain' && task.op.jsonBody) {
    stats.textPlain.sent += 1;
    if (answer.status === 415) stats.textPlain.refused415 += 1;
    else stats.textPlain.others.push(finding(answer.text.slice(0, 120)));
  }
}

async function sendOnce(
  origin: string,
  request: FuzzRequest,
  token: string | null,
): Promise<Answer | Error> {
  try {
    return await send(origin, request, token);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export interface RunOptions {
  concurrency: number;
  /** Tasks before this index always run; later ones only while `deadline` (performance.now()) is ahead. */
  mandatory: number;
  deadline: number;
}

/** Sends the tasks' requests, `concurrency` tasks at a time, and gathers the verdicts; answers the tasks run. */
export async function runTasks(
  origin: string,
  checker: ResponseChecker,
  tasks: readonly Task[],
  tokenFor: TokenFor,
  options: RunOptions,
  stats: RunStats,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      if (next >= options.mandatory && performance.now() > options.deadline) return;
      const task = tasks[next];
      next += 1;
      if (!task) return;
      for (const [index, request] of requestsOf(task).entries()) {
        stats.sent += 1;
        stats.perOperation.set(task.op.id, (stats.perOperation.get(task.op.id) ?? 0) + 1);
        // A connection the server closed while the body was still going out (EPIPE) is the
        // transport's, not an answer: the request goes once more before it counts.
        let answer = await sendOnce(origin, request, await tokenFor(task.op));
        if (answer instanceof Error)
          answer = await sendOnce(origin, request, await tokenFor(task.op));
        if (answer instanceof Error) {
          const cause = answer.cause instanceof Error ? answer.cause.message : '';
          stats.transportErrors.push({
            opId: task.op.id,
            kind: task.kind,
            seed: task.seed,
            index,
            status: 0,
            reason: `${String(answer)} ${cause}`,
            url: `${request.method} ${request.url.slice(0, 160)}`,
          });
          continue;
        }
        record(stats, task, index, request, answer, judge(checker, task.op, request, answer));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return Math.min(next, tasks.length);
}

/** Deterministic shuffle, so heavy and rate-limited operations spread over the run. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const order = fc.sample(fc.shuffledSubarray([...items.keys()], { minLength: items.length }), {
    seed,
    numRuns: 1,
  })[0];
  return (order ?? [...items.keys()]).flatMap((i) => {
    const item = items[i];
    return item === undefined ? [] : [item];
  });
}

// A worker thread of its own, so the probe's timings are the server's, not this busy process's.
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const samples = [];
let stopped = false;
parentPort.on('message', () => { stopped = true; });
(async () => {
  while (!stopped) {
    const started = performance.now();
    try { const r = await fetch(workerData.url); await r.arrayBuffer(); } catch {}
    const took = performance.now() - started;
    samples.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, workerData.everyMs - took)));
  }
  parentPort.postMessage(samples);
})();
`;

/** Times GET `url` every `everyMs` from another thread until the returned stop is called. */
export function startProbe(url: string, everyMs: number): () => Promise<number[]> {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, everyMs } });
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (samples: number[]) => resolve(samples));
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const samples = await result;
    await worker.terminate();
    return samples;
  };
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
