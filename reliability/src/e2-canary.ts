// E2's loopback canary: an HTTP server on 127.0.0.1 and [::1] that counts every request (a fetch of
// a client-given address would land here), and a redirector that answers 302 to the canary.
import { createServer, type Server } from 'node:http';

export interface Canary {
  /** The canary's port (the same on 127.0.0.1 and ::1). */
  readonly port: number;
  /** The redirector's port, on 127.0.0.1. */
  readonly redirectPort: number;
  /** Requests seen by the canary and the redirector, as "METHOD url". */
  readonly hits: string[];
  close(): Promise<void>;
}

function listen(server: Server, host: string, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (typeof address === 'object' && address !== null) resolve(address.port);
      else reject(new Error('the canary has no port'));
    });
  });
}

export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const answer = createServer((request, response) => {
    hits.push(`${request.method ?? ''} ${request.url ?? ''}`);
    // A picture's header and an HTML body: whatever reads it has been tricked.
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end('<html>canary</html>');
  });
  const port = await listen(answer, '127.0.0.1');
  const answerV6 = createServer((request, response) => answer.emit('request', request, response));
  // Loopback IPv6 may be unavailable in a sandbox: the IPv4 canary still counts.
  const hasV6 = await listen(answerV6, '::1', port).then(
    () => true,
    () => false,
  );
  const redirector = createServer((request, response) => {
    hits.push(`redirect ${request.method ?? ''} ${request.url ?? ''}`);
    response.writeHead(302, { location: `http://127.0.0.1:${String(port)}/after-redirect.png` });
    response.end();
  });
  const redirectPort = await listen(redirector, '127.0.0.1');
  const closing = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    port,
    redirectPort,
    hits,
    async close() {
      await Promise.all([
        closing(answer),
        closing(redirector),
        ...(hasV6 ? [closing(answerV6)] : []),
      ]);
    },
  };
}

/**
 * The plan's canary addresses, every one aimed at loopback (never at another private range): the
 * spellings of 127.0.0.1 a naive blocklist misses, a redirect, and the schemes that are not web.
 */
export function canaryUrls(canary: Canary): [string, string][] {
  const p = String(canary.port);
  const picture = 'c.png';
  return [
    ['127.0.0.1', `http://127.0.0.1:${p}/${picture}`],
    ['localhost. (trailing dot)', `http://localhost.:${p}/${picture}`],
    ['[::1]', `http://[::1]:${p}/${picture}`],
    ['[::ffff:127.0.0.1]', `http://[::ffff:127.0.0.1]:${p}/${picture}`],
    ['2130706433 (decimal)', `http://2130706433:${p}/${picture}`],
    ['0x7f000001 (hex)', `http://0x7f000001:${p}/${picture}`],
    ['0177.0.0.1 (octal)', `http://0177.0.0.1:${p}/${picture}`],
    ['127.1', `http://127.1:${p}/${picture}`],
    ['0', `http://0:${p}/${picture}`],
    ['allowed.example@127.0.0.1', `http://allowed.example@127.0.0.1:${p}/${picture}`],
    [
      'redirector (302 to the canary)',
      `http://127.0.0.1:${String(canary.redirectPort)}/${picture}`,
    ],
    [
      'a /media/ path on the canary',
      `http://127.0.0.1:${p}/media/images/ab/${'ab'.repeat(16)}.webp`,
    ],
    ['https to the canary port', `https://127.0.0.1:${p}/${picture}`],
    ['file:', 'file:///etc/passwd'],
    ['gopher:', `gopher://127.0.0.1:${p}/_GET%20/`],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['JaVaScRiPt: (mixed case)', 'JaVaScRiPt:alert(1)'],
    ['ftp:', `ftp://127.0.0.1:${p}/${picture}`],
  ];
}

/** The scheme a URL's text starts with, lower-cased, for the per-scheme figures. */
export function schemeOf(url: string): string {
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? '(none)';
}
