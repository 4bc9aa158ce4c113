/** Turns texts into unit-length vectors whose dot product measures closeness of meaning. */
export interface EmbeddingProvider {
  /** What produced the vectors ("local:use-lite-512", "openai:text-embedding-3-small"); vectors of two models never mix. */
  readonly model: string;
  readonly dimensions: number;
  /** One vector per text, each of length `dimensions` and norm 1. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

export class EmbeddingError extends Error {}

/** Scales a vector to length 1 (a zero vector stays zero). */
export function normalized(values: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(values);
  let sum = 0;
  for (const v of out) sum += v * v;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}
