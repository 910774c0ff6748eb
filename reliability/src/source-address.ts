// HTTP clients that each come from a source address of their own on loopback. Linux routes all of
// 127.0.0.0/8 on lo, so binding a client to 127.x.y.z lets one machine play many "IPs" against a
// server that keys its rate limits by the peer address; the raw body is kept for byte comparisons.
import { randomInt } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent, for byte-for-byte comparisons. */
  bytes: Buffer;
  /** Milliseconds from sending the request to the last byte of the answer. */
  ms: number;
}

export interface AddressedClient {
  readonly address: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<RawAnswer>;
  close(): void;
}

const CALL_TIMEOUT_MS = 30_000;

/** One /16 of 127/8 per run, so counters a shared Redis keeps from an earlier run never apply. */
export function loopbackAddresses(): () => string {
  const second = randomInt(1, 255);
  let next = 0;
  return () => {
    next += 1;
    return `127.${String(second)}.${String(Math.floor(next / 250))}.${String((next % 250) + 1)}`;
  };
}

/** A keep-alive client bound to `address`, so timed requests do not pay for a new connection. */
export function clientFrom(origin: string, address: string): AddressedClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  const target = new URL(origin);
  return {
    address,
    post(path, body, headers = {}) {
      const payload = Buffer.from(JSON.stringify(body));
      return new Promise<RawAnswer>((resolve, reject) => {
        const started = performance.now();
        const call = request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            method: 'POST',
            path,
            headers: {
              'content-type': 'application/json',
              'content-length': String(payload.length),
              ...headers,
            },
            timeout: CALL_TIMEOUT_MS,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                bytes: Buffer.concat(chunks),
                ms: performance.now() - started,
              }),
            );
          },
        );
        call.on('timeout', () => call.destroy(new Error(`${path}: no answer in time`)));
        call.on('error', reject);
        call.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

/** The answer's body as JSON, or its text when it is not JSON. */
export function bodyOf(answer: RawAnswer): unknown {
  const text = answer.bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
