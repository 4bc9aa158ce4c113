import { EmbeddingError, type EmbeddingProvider, normalized } from './embedding-provider';

const BATCH = 96;
const MAX_CHARS = 8000;

/**
 * Embeddings from an OpenAI-compatible server (OpenAI, Ollama, vLLM): POST {base}/v1/embeddings
 * with { model, input: string[] }, answering { data: [{ index, embedding }] }.
 */
export class OpenAiEmbeddingProvider implements EmbeddingProvider {
  readonly model: string;
  readonly dimensions: number;

  constructor(
    private readonly opts: { apiKey?: string; baseUrl?: string; model: string; dimensions: number; timeoutMs: number },
  ) {
    this.model = `openai:${opts.model}`;
    this.dimensions = opts.dimensions;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) out.push(...(await this.batch(texts.slice(i, i + BATCH))));
    return out;
  }

  private async batch(texts: string[]): Promise<Float32Array[]> {
    const base = (this.opts.baseUrl ?? 'https://api.openai.com').replace(/\/+$/, '').replace(/\/v1$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}/v1/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.opts.model, input: texts.map((t) => t.slice(0, MAX_CHARS) || '.') }),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      throw new EmbeddingError(
        (err as Error).name === 'TimeoutError'
          ? `The embedding server did not answer within ${this.opts.timeoutMs} ms`
          : `The embedding server could not be reached: ${(err as Error).message}`,
      );
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new EmbeddingError(`The embedding server answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    const body = (await response.json().catch(() => null)) as {
      data?: { index?: number; embedding?: unknown }[];
    } | null;
    const data = body?.data;
    if (!Array.isArray(data) || data.length !== texts.length) {
      throw new EmbeddingError('The embedding server sent an answer without one embedding per text');
    }
    const vectors: Float32Array[] = new Array(texts.length);
    for (const [position, item] of data.entries()) {
      const index = typeof item.index === 'number' ? item.index : position;
      const values = item.embedding;
      if (!Array.isArray(values) || !values.length || values.some((v) => typeof v !== 'number')) {
        throw new EmbeddingError('The embedding server sent an embedding that is not a list of numbers');
      }
      if (values.length !== this.dimensions) {
        throw new EmbeddingError(
          `The embedding server sent ${values.length} dimensions; expected ${this.dimensions} (OPENAI_EMBEDDING_DIMENSIONS)`,
        );
      }
      vectors[index] = normalized(values as number[]);
    }
    return vectors;
  }
}
