import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can break the way a database outage breaks
 * connections, without touching the machine's server:
 * - `cut()`: every open connection is destroyed at once (a crash or restart: the server's side
 *   of each connection goes away, idle, checked out or mid-query);
 * - `mode('refuse')`: new connections are closed as soon as they arrive (the server is down);
 * - `mode('hang')`: new connections are accepted and never answered (a partition);
 * - `mode('forward')`: back to normal.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every connection; returns how many the app had open. */
  cut(): number;
  mode(mode: 'forward' | 'refuse' | 'hang'): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'refuse' | 'hang' = 'forward';
  const open = new Set<Socket>();
  const clients = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    clients.add(client);
    client.on('close', () => clients.delete(client));
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'hang') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      const count = clients.size;
      for (const socket of open) socket.destroy();
      return count;
    },
    mode: (next) => void (mode = next),
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
