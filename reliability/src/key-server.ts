// A loopback key server an attacker's jku/x5u header points at: it serves the attacker's JWKS and
// counts every request, since a server that trusts header-named keys would have to fetch it.
import { createServer } from 'node:http';

export interface KeyServer {
  readonly url: string;
  hits(): number;
  close(): Promise<void>;
}

export function startKeyServer(jwks: unknown): Promise<KeyServer> {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(jwks));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${String(port)}/.well-known/jwks.json`,
        hits: () => hits,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
