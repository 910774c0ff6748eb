// A half-open live socket: the WebSocket handshake written by hand on a TCP connection that sends
// one ping frame (to learn when it is signed in) and then never answers the server's pings, as a
// peer that vanished behind a NAT would.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

export interface HalfOpenSocket {
  /** Date.now() when the server answered the one ping frame sent: the socket was signed in by then. */
  readonly signedInAt: number;
  /** Resolves Date.now() when the server ends the TCP connection. */
  readonly ended: Promise<number>;
  destroy(): void;
}

export function openHalfOpenSocket(
  serverOrigin: string,
  channel: string,
  token: string,
): Promise<HalfOpenSocket> {
  const { hostname, port } = new URL(serverOrigin);
  const tcp = connect(Number(port), hostname);
  const ended = new Promise<number>((resolve) => {
    tcp.once('close', () => resolve(Date.now()));
  });
  tcp.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    let seen = '';
    let pinged = false;
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (!seen.includes('\r\n\r\n')) return;
      if (!seen.startsWith('HTTP/1.1 101')) {
        tcp.destroy();
        reject(new Error(`handshake refused: ${seen.split('\r\n')[0] ?? ''}`));
        return;
      }
      // The gateway answers frames only once the token is accepted: the pong dates the sign-in.
      if (!pinged) {
        pinged = true;
        tcp.write(maskedTextFrame('{"action":"ping","request_id":"half-open"}'));
      }
      if (!seen.includes('"pong"')) return;
      tcp.off('data', onData);
      // From here on the server's pings are read and dropped, never answered with a pong.
      tcp.on('data', () => undefined);
      resolve({ signedInAt: Date.now(), ended, destroy: () => tcp.destroy() });
    };
    tcp.on('data', onData);
    tcp.once('connect', () => {
      tcp.write(
        [
          `GET /api/ws/${channel}/?token=${encodeURIComponent(token)} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
    });
    void ended.then(() => reject(new Error('closed before the handshake')));
  });
}

/** A client text frame (RFC 6455 5.2: clients mask), for payloads under 126 bytes. */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  if (payload.length >= 126) throw new Error('maskedTextFrame takes payloads under 126 bytes');
  const mask = randomBytes(4);
  const masked = payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
}
