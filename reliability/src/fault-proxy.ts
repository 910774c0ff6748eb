// A TCP proxy that stands between the app and PostgreSQL and breaks the link on demand (the plan's
// §6: no Toxiproxy or netem here): `pass`, a fixed `latency` that keeps byte order, `blackhole`
// (bytes swallowed, sockets left open: only timeouts notice), `refuse` (new connections closed at
// once) and `reset` (every open pair cut with a TCP RST).
import net from 'node:net';
import { freePort } from '@clutch/bench/child-server';

export type ProxyMode = 'pass' | 'latency' | 'blackhole' | 'refuse';

export interface FaultProxy {
  readonly port: number;
  set(mode: ProxyMode, latencyMs?: number): void;
  /** Cuts every open connection with RST. */
  reset(): void;
  /** Open client-side connections. */
  connections(): number;
  close(): Promise<void>;
}

export async function startFaultProxy(targetPort: number, host = '127.0.0.1'): Promise<FaultProxy> {
  const port = await freePort();
  let mode: ProxyMode = 'pass';
  let latency = 0;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (mode === 'blackhole') return;
      if (mode === 'latency' && latency > 0) {
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
        }, latency);
      } else if (!to.destroyed) to.write(chunk);
    });
  };
  const server = net.createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, host);
    const pair = { client, upstream };
    pairs.add(pair);
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const reset = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    pairs.clear();
  };
  return {
    port,
    set(next, ms = 0) {
      mode = next;
      latency = ms;
    },
    reset,
    connections: () => pairs.size,
    async close() {
      reset();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
