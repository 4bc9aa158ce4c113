import { vi } from 'vitest';

/**
 * A stand-in for the server at the network edge: `fetch` answers from a table of handlers
 * keyed "METHOD /path" (path without query). Handlers get the parsed JSON body and the URL and
 * return a status and JSON body. A "METHOD *" key answers any other path of that method; an
 * unknown route answers 404 in the server's error format.
 */
export type FakeRequest = { method: string; url: URL; body: unknown };
export type FakeResponse = { status?: number; body?: unknown };
export type FakeHandler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const req = { method, url, body };
    calls.push(req);
    const handler = match(routes, method, url.pathname);
    const res: FakeResponse = handler
      ? await handler(req)
      : { status: 404, body: { error: { code: 'not_found', message: `No route ${method} ${url.pathname}` } } };
    const status = res.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(res.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return { calls };
}

/** Routes may use ":param" segments. */
function match(routes: Record<string, FakeHandler>, method: string, path: string): FakeHandler | undefined {
  for (const [key, handler] of Object.entries(routes)) {
    const [m, pattern] = key.split(' ');
    if (m !== method) continue;
    const a = pattern.split('/');
    const b = path.split('/');
    if (a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i])) return handler;
  }
  return routes[`${method} *`];
}
