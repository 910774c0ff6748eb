// Baseline server for the socket benchmarks: a bare `ws` WebSocketServer with nothing of Clutch in
// it. Sockets subscribe with one frame and get one answer; POST /broadcast sends one frame to all.
// Run as a child process by the bench, listening on 127.0.0.1:$PORT.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env['PORT'] ?? '0');
const MAX_FRAME_BYTES = 1_000_000;
const subscribed = new Set<WebSocket>();

/** A push frame shaped like the gateway's, padded to exactly `bytes` characters when possible. */
function pushFrame(version: number, bytes: number): string {
  const bare = JSON.stringify({
    action: 'update',
    data: { pad: '' },
    errors: [],
    response_status: 200,
    version,
    request_id: 'x',
  });
  const pad = 'x'.repeat(Math.max(0, Math.min(MAX_FRAME_BYTES, bytes) - bare.length));
  return JSON.stringify({
    action: 'update',
    data: { pad },
    errors: [],
    response_status: 200,
    version,
    request_id: 'x',
  });
}

const server = createServer((request, reply) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname === '/ready') {
    reply.writeHead(200).end('ok');
    return;
  }
  if (request.method === 'POST' && url.pathname === '/broadcast') {
    const frame = pushFrame(
      Number(url.searchParams.get('version') ?? '0'),
      Number(url.searchParams.get('bytes') ?? '0'),
    );
    for (const socket of subscribed) socket.send(frame);
    reply
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sent: subscribed.size }));
    return;
  }
  reply.writeHead(404).end();
});

// The same socket options the Clutch gateway uses.
const sockets = new WebSocketServer({
  server,
  perMessageDeflate: false,
  maxPayload: 4096,
  clientTracking: false,
});
sockets.on('connection', (socket) => {
  socket.on('message', (data) => {
    let requestId: unknown = null;
    try {
      const parsed: unknown = JSON.parse(Buffer.isBuffer(data) ? data.toString() : '');
      if (typeof parsed === 'object' && parsed !== null && 'request_id' in parsed)
        requestId = parsed.request_id;
    } catch {
      // The answer below still tells the client it is subscribed.
    }
    subscribed.add(socket);
    socket.send(
      JSON.stringify({
        action: 'subscribe_instance',
        data: null,
        errors: [],
        response_status: 201,
        request_id: requestId,
      }),
    );
  });
  socket.on('close', () => subscribed.delete(socket));
});

server.listen(port, '127.0.0.1');
