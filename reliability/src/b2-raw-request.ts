// A request sent byte for byte: any method (fetch refuses TRACE) and a path left as written (a URL
// parser would fold `%2e` segments and could touch `//`), for B2's method and path variants.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RawRequest {
  method: string;
  /** Sent as it is on the request line. */
  path: string;
  token?: string;
  body?: unknown;
}

export function rawRequest(origin: string, call: RawRequest): Promise<RawAnswer> {
  const url = new URL(origin);
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = {};
  if (call.token) headers['authorization'] = `Token ${call.token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method: call.method, path: call.path, headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: incoming.headers,
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(30_000, () =>
      outgoing.destroy(new Error(`${call.method} ${call.path}: timeout`)),
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Runs `work` over `items`, `limit` at a time, answers in order. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
