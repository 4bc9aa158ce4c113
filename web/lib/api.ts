/**
 * The one HTTP client of the web app. Every call carries credentials; a body is JSON.
 * A non-OK answer becomes an Error whose message is "{status}: {text}" (spec §8), where text
 * is the server's error message when it sent our error format, else the body or status text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  let text = body || res.statusText;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } };
    if (parsed.error?.message) {
      text = parsed.error.message;
      code = parsed.error.code;
    }
  } catch {
    // not JSON: keep the text as it is
  }
  throw new ApiError(res.status, code, `${res.status}: ${text}`);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/** The server's message without the "{status}: " prefix, for toasts that show a reason. */
export function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/^\d{3}: /, '');
}
