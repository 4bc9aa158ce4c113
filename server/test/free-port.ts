import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback port nothing listens on now, for a server a test starts in another process. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}
