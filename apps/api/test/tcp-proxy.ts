// A TCP proxy on loopback in front of a real server (PostgreSQL, Redis), for outage tests and the drill: `cut()`
// drops every open connection and refuses new ones, as a dead server or a lost link does; `stall()` drops them
// and takes new ones without ever answering, as a hung server does; `restore()` lets connections through again
// on the same port.
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Connections now open through the proxy. */
  readonly open: number;
  /** Ends every open connection at once (both sides reset) and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  /** Ends every open connection and takes new ones without forwarding or answering them, until `restore()`. */
  stall(): Promise<void>;
  /** Forwards again, listening on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: net.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

const reset = (socket: net.Socket) => {
  if (!socket.destroyed) socket.resetAndDestroy();
};

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  const held = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    if (stalled) {
      held.add(client);
      client.on('error', () => {});
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.setNoDelay(true);
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await listen(server, port);
  const bound = (server.address() as net.AddressInfo).port;
  let listening = true;

  const dropAll = () => {
    for (const pair of pairs) pair.forEach(reset);
    pairs.clear();
    held.forEach(reset);
    held.clear();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      stalled = false;
      dropAll();
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  return {
    port: bound,
    get open() {
      return pairs.size;
    },
    cut: stop,
    async stall() {
      dropAll();
      stalled = true;
      if (!listening) {
        await listen(server, bound);
        listening = true;
      }
    },
    async restore() {
      if (stalled) {
        stalled = false;
        held.forEach(reset);
        held.clear();
      }
      if (listening) return;
      await listen(server, bound);
      listening = true;
    },
    close: stop,
  };
}

/** Host and port of a `postgres://` or `redis://` address. */
export function hostPort(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  const defaults: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'rediss:': 6379 };
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || (defaults[parsed.protocol] ?? 0) };
}

/** The same address with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'port'>): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}
