/** Why a chat call failed, in the terms admin status reports. */
export class ChatCallError extends Error {
  constructor(
    message: string,
    readonly kind: 'quota_exceeded' | 'error',
    readonly quotaReset: Date | null = null,
  ) {
    super(message);
  }
}

export type ChatMessage = {
  role: 'system' | 'user' | 'assistant';
  content: string;
};

export type ChatOptions = {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
};

/** `6m0s`, `1.5s`, `20ms` (OpenAI's reset headers) as milliseconds. */
function parseDuration(text: string): number | null {
  let ms = 0;
  let matched = false;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    matched = true;
    const n = Number(m[1]);
    ms += m[2] === 'h' ? n * 3_600_000 : m[2] === 'm' ? n * 60_000 : m[2] === 's' ? n * 1000 : n;
  }
  return matched ? ms : null;
}

/** One call to an OpenAI-compatible `/v1/chat/completions`; returns the first choice's text. */
export async function chatCompletion(opts: ChatOptions, messages: ChatMessage[], maxTokens: number): Promise<string> {
  const base = (opts.baseUrl ?? 'https://api.openai.com').replace(/\/+$/, '').replace(/\/v1$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: opts.model,
        messages,
        max_tokens: maxTokens,
        temperature: 0.2,
      }),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ChatCallError(
        `The language model did not answer within ${Math.round(opts.timeoutMs / 1000)} s`,
        'error',
      );
    }
    throw new ChatCallError(`The language model could not be reached: ${(err as Error).message}`, 'error');
  }
  const text = await response.text();
  if (!response.ok) {
    let code = '';
    let message = text.slice(0, 300);
    try {
      const body = JSON.parse(text) as {
        error?: { code?: string; type?: string; message?: string };
      };
      code = body.error?.code ?? body.error?.type ?? '';
      message = body.error?.message ?? message;
    } catch {
      // Not JSON: keep the start of the body as the message.
    }
    if (response.status === 429 && /insufficient_quota/.test(code)) {
      const reset = parseDuration(response.headers.get('x-ratelimit-reset-requests') ?? '');
      throw new ChatCallError(
        `Out of quota: ${message}`,
        'quota_exceeded',
        reset === null ? null : new Date(Date.now() + reset),
      );
    }
    throw new ChatCallError(`The language model answered ${response.status}: ${message}`, 'error');
  }
  try {
    const body = JSON.parse(text) as {
      choices?: { message?: { content?: string } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no message content');
    return content;
  } catch (err) {
    throw new ChatCallError(`The language model's answer could not be read: ${(err as Error).message}`, 'error');
  }
}
