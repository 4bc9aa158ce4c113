import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Served = { body: Buffer | string; contentType: string; status?: number };

/** A loopback HTTP server that serves the files a test registers, and counts the requests. */
export async function startFileServer() {
  const files = new Map<string, Served>();
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.push(path);
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(file.status ?? 200, { 'content-type': file.contentType }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    hits,
    serve(path: string, file: Served): string {
      files.set(path, file);
      return `${baseUrl}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
