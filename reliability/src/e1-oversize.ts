// E1's over-limit uploads: a multipart body streamed in 64 KiB writes (with a Content-Length, or
// chunked without one) that goes on past the limit until the server answers, measuring how long
// after the limit the answer came and how much the server's memory grew meanwhile.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

export interface OversizeAttempt {
  origin: string;
  path: string;
  method?: 'POST' | 'PATCH';
  token: string;
  /** The file part's name. */
  field: string;
  /** Text parts sent before the file. */
  fields?: Record<string, string>;
  /** The server's documented limit for this file, in bytes. */
  limitBytes: number;
  /** How many bytes of file the client is ready to send in all. */
  fileBytes: number;
  /** Transfer-Encoding: chunked, no Content-Length. */
  chunked: boolean;
  /** The server child's resident set size in KiB, sampled while the body streams. */
  rssKb: () => number;
}

export interface OversizeOutcome {
  status: number;
  body: string;
  /** From the write that crossed the limit to the answer's headers; null when answered before. */
  msAfterLimit: number | null;
  /** File bytes handed to the socket when the answer came. */
  bytesSent: number;
  /** Highest RSS sampled during the attempt minus the RSS before it, in KiB. */
  rssGrowthKb: number;
}

const CHUNK = randomBytes(64 * 1024);
const RSS_SAMPLE_MS = 25;
const ANSWER_TIMEOUT_MS = 60_000;

export function streamOversize(attempt: OversizeAttempt): Promise<OversizeOutcome> {
  const boundary = `----e1big${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(attempt.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${texts}--${boundary}\r\nContent-Disposition: form-data; name="${attempt.field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: Record<string, string> = {
    authorization: `Token ${attempt.token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (!attempt.chunked)
    headers['content-length'] = String(head.length + attempt.fileBytes + tail.length);
  const rssBefore = attempt.rssKb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, attempt.rssKb());
  }, RSS_SAMPLE_MS);
  return new Promise<OversizeOutcome>((resolve, reject) => {
    let answered = false;
    let sent = 0;
    let limitCrossedAt: number | null = null;
    const url = new URL(attempt.path, attempt.origin);
    const req = request(url, { method: attempt.method ?? 'POST', headers });
    const finish = (outcome: Omit<OversizeOutcome, 'rssGrowthKb'> | Error) => {
      clearInterval(sampler);
      clearTimeout(timer);
      rssPeak = Math.max(rssPeak, attempt.rssKb());
      req.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve({ ...outcome, rssGrowthKb: rssPeak - rssBefore });
    };
    const timer = setTimeout(
      () => finish(new Error(`no answer ${String(ANSWER_TIMEOUT_MS)} ms into the upload`)),
      ANSWER_TIMEOUT_MS,
    );
    req.on('response', (res) => {
      answered = true;
      const msAfterLimit = limitCrossedAt === null ? null : performance.now() - limitCrossedAt;
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish({ status, body: Buffer.concat(chunks).toString(), msAfterLimit, bytesSent: sent }),
      );
      res.on('error', (error) => finish(error));
    });
    // The server may close the connection once it has answered; only an error before that counts.
    req.on('error', (error) => {
      if (!answered) finish(error);
    });
    const pump = async () => {
      req.write(head);
      while (!answered && sent < attempt.fileBytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, attempt.fileBytes - sent));
        const flowing = req.write(piece);
        sent += piece.length;
        if (limitCrossedAt === null && sent > attempt.limitBytes)
          limitCrossedAt = performance.now();
        if (!flowing)
          await new Promise<void>((drained) => {
            const done = () => {
              req.off('drain', done);
              req.off('close', done);
              drained();
            };
            req.on('drain', done);
            req.on('close', done);
          });
        if (req.destroyed) return;
      }
      if (!answered && !req.destroyed) req.end(tail);
    };
    void pump();
  });
}

const SETTLE_STEP_MS = 200;
const SETTLE_TOLERANCE_KB = 512;
const SETTLE_LIMIT_MS = 5_000;

/**
 * Waits until the server's RSS stops moving (two samples a step apart within half a MiB, or five
 * seconds at most), so an attempt's baseline is not taken while an earlier request's memory is
 * still being given back or reused.
 */
export async function settledRss(rssKb: () => number): Promise<number> {
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  let previous = rssKb();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
    const current = rssKb();
    if (Math.abs(current - previous) <= SETTLE_TOLERANCE_KB || performance.now() > deadline)
      return current;
    previous = current;
  }
}
