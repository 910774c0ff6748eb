// Stand-in CS2 servers posting MatchZy events: each keeps one keep-alive connection (as MatchZy's
// HttpClient does) and posts its next event as soon as the last one is answered, for a fixed time.
// Both kinds of run share the loop, so both figures have the same clients and the same bodies' size.
import { MATCHZY_SECRET_HEADER, hostingEndpoints } from '@clutch/contract/hosting';
import { Client } from 'undici';
import { cpuShare, snapshotCpu, type CpuShare } from './cpu-usage.js';
import { matchEventSecret, MatchZyStream } from './matchzy-stream.js';
import type { SeededHostedMatch } from './matchzy-seed.js';
import { sleep, summarise, type LatencySummary } from './stats.js';

/**
 * `apply`: the next round_end to the match's events route (200, applied). `floor`: the last applied
 * event again, to a path no route has (404: the framework's hooks alone, no secret, no database).
 */
export type PostMode = 'apply' | 'floor';

export const FLOOR_PATH = '/api/nonexistent/';
const ANSWER_TIMEOUT_MS = 10_000;
/** After a failed request, so a refused connection cannot turn the loop into a busy spin. */
const ERROR_PAUSE_MS = 50;

export interface StandInServer {
  readonly hostedId: number;
  readonly stream: MatchZyStream;
  readonly client: Client;
  readonly headers: Record<string, string>;
  /** The last event applied; what the baseline runs send again. */
  lastBody: string;
}

export interface PostRunResult {
  mode: PostMode;
  posts: number;
  perSecond: number;
  /** Answers as the mode expects them, per second: applied events/s for `apply`. */
  expectedPerSecond: number;
  latency: LatencySummary;
  /** Answers as the mode expects them (see PostMode). */
  expected: number;
  /** Every other answer, by status (and `applied` for a 200). */
  unexpected: Map<string, number>;
  /** Requests that failed or timed out, by message. */
  errors: Map<string, number>;
  cpu: CpuShare;
  serverUsPerPost: number;
  meanBodyBytes: number;
}

export function openStandIns(
  origin: string,
  gameServerSecret: string,
  matches: readonly SeededHostedMatch[],
): StandInServer[] {
  return matches.map(({ hostedId, players }) => ({
    hostedId,
    stream: new MatchZyStream(hostedId, players),
    client: new Client(origin, {
      pipelining: 1,
      headersTimeout: ANSWER_TIMEOUT_MS,
      bodyTimeout: ANSWER_TIMEOUT_MS,
    }),
    headers: {
      'content-type': 'application/json',
      [MATCHZY_SECRET_HEADER]: matchEventSecret(gameServerSecret, hostedId),
    },
    lastBody: '',
  }));
}

export async function closeStandIns(servers: readonly StandInServer[]): Promise<void> {
  await Promise.all(servers.map((server) => server.client.close()));
}

const eventsPath = (hostedId: number) => `/api/hosting/matchzy/${String(hostedId)}/events/`;

/** What an answer was, in words a report can count: `200 applied`, `200 not applied`, `403`. */
function describeAnswer(status: number, text: string): string {
  if (status !== 200) return String(status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return '200 not JSON';
  }
  const parsed = hostingEndpoints.matchzyEvents.response.safeParse(json);
  if (!parsed.success) return '200 unexpected body';
  return parsed.data.applied ? '200 applied' : '200 not applied';
}

const EXPECTED: Record<PostMode, string> = {
  apply: '200 applied',
  floor: '404',
};

interface Post {
  answer: string;
  latencyMs: number;
  bodyBytes: number;
}

/** One post of the server's stream; the stream moves on only in `apply` runs. */
async function postOnce(server: StandInServer, mode: PostMode): Promise<Post> {
  const body = mode === 'apply' ? server.stream.nextRoundEnd() : server.lastBody;
  const path = mode === 'floor' ? FLOOR_PATH : eventsPath(server.hostedId);
  const started = performance.now();
  const response = await server.client.request({
    method: 'POST',
    path,
    headers: server.headers,
    body,
  });
  const text = await response.body.text();
  const latencyMs = performance.now() - started;
  if (mode === 'apply') server.lastBody = body;
  return {
    answer: describeAnswer(response.statusCode, text),
    latencyMs,
    bodyBytes: Buffer.byteLength(body),
  };
}

/** The first event of one server, before any load: a wrong secret or route stops the run here. */
export async function probeStandIn(server: StandInServer): Promise<void> {
  const { answer } = await postOnce(server, 'apply');
  if (answer !== EXPECTED.apply)
    throw new Error(
      `matchzy: the first event of hosted match ${String(server.hostedId)} got ${answer}`,
    );
}

const bump = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

export async function runPosts(
  servers: readonly StandInServer[],
  mode: PostMode,
  options: { serverPid: number; seconds: number },
): Promise<PostRunResult> {
  const latencies: number[] = [];
  const answers = new Map<string, number>();
  const errors = new Map<string, number>();
  let bytes = 0;
  const before = snapshotCpu(options.serverPid);
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const serve = async (server: StandInServer) => {
    while (performance.now() < until) {
      try {
        const post = await postOnce(server, mode);
        latencies.push(post.latencyMs);
        bytes += post.bodyBytes;
        bump(answers, post.answer);
      } catch (error) {
        bump(errors, error instanceof Error ? error.message : String(error));
        await sleep(ERROR_PAUSE_MS);
      }
    }
  };
  await Promise.all(servers.map(serve));
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = cpuShare(before, snapshotCpu(options.serverPid));
  const expected = answers.get(EXPECTED[mode]) ?? 0;
  answers.delete(EXPECTED[mode]);
  return {
    mode,
    posts: latencies.length,
    perSecond: latencies.length / wallSeconds,
    expectedPerSecond: expected / wallSeconds,
    latency: summarise(latencies),
    expected,
    unexpected: answers,
    errors,
    cpu,
    serverUsPerPost: (cpu.serverMs * 1000) / Math.max(1, latencies.length),
    meanBodyBytes: bytes / Math.max(1, latencies.length),
  };
}
