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

/** Fastify's `clientErrorHandler`: writes the answer on the raw socket, then closes it. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? MALFORMED;
  const body = JSON.stringify({ detail });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
