// Requests Node's parser refuses (a URL or headers over its limit, a malformed request line) get
// their {"detail"} answer even when the client is still sending: the server closes its side after
// the answer and reads the rest, so no reset discards the answer before the client reads it.
import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './client-errors.js';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify({ clientErrorHandler: answerClientError });
  app.get('/x', () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app.close());

interface Exchange {
  answer: string;
  /** The first socket error the client met (a reset, a broken pipe), or null. */
  error: string | null;
}

/**
 * Sends `request` in one write, as HTTP clients do, and keeps its side open for writing after the
 * server's end (a client still sending its request), then gathers the answer.
 */
function exchange(request: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let error: string | null = null;
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (answer += text));
    socket.on('error', (e: Error & { code?: string }) => (error ??= e.code ?? e.message));
    socket.on('end', () => socket.end());
    socket.on('close', () => resolve({ answer, error }));
    socket.once('connect', () => socket.write(request));
  });
}

// Four megabytes: more than the kernel takes at once, so the client is still sending when the
// server answers (a server that closed at once would reset the connection: ECONNRESET here).
const bigUrlRequest = () =>
  `GET /x?q=${'a'.repeat(4 * 1024 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

describe('requests the HTTP parser refuses', () => {
  it('answers a 4 MB URL 431 in the API error shape while the client is still sending it', async () => {
    const { answer, error } = await exchange(bigUrlRequest());
    expect(error).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Connection: close');
    expect(answer).toContain('{"detail":"The request headers or URL are too large."}');
  });

  it('answers a malformed request line 400 once, however much follows it', async () => {
    const { answer, error } = await exchange(`NOT A REQUEST\r\n\r\n${bigUrlRequest()}`);
    expect(error).toBeNull();
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"detail":"Malformed HTTP request."}');
  });

  it('still serves a well-formed request on the same server', async () => {
    const { answer } = await exchange(
      'GET /x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"ok":true}');
  });
});
