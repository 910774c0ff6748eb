// Requests refused before Fastify sees them (Node's HTTP parser: headers or URL over the size
// limit, a malformed request line, a timeout) and router refusals (a malformed URL, a path
// parameter over maxParamLength) answer in the API's error shape, {"detail": …}, as the OpenAPI
// document declares for every 4XX, instead of Fastify's own {"error","message","statusCode"}.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers or URL are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, detail: 'Malformed HTTP request.' };

/** How long, and how much, a refused request may go on arriving after its answer. */
const DRAIN_MS = 2_000;
const DRAIN_BYTES = 8 * 1024 * 1024;

/** Sockets already answered: the parser reports every further chunk of a refused request again. */
const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler`: writes the answer on the raw socket and closes the server's side.
 * What the client is still sending (the rest of a megabyte URL) is read and dropped for a moment:
 * closing with unread input resets the connection, and a reset can discard the answer before the
 * client reads it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, detail } = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? MALFORMED;
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
  let drained = 0;
  const stop = () => socket.destroy();
  const timer = setTimeout(stop, DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) stop();
  });
  socket.resume();
}
