import { open } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `source`, through `steps`, into a new file at `path`. The file is opened before the
 * first byte moves, so when the stream fails the file is already there for the caller to remove:
 * a write stream opened lazily can be refused before its open lands, and its file then appears
 * after the caller has cleaned up.
 */
export async function streamToNewFile(
  path: string,
  source: NodeJS.ReadableStream | Readable,
  ...steps: Transform[]
): Promise<void> {
  const file = await open(path, 'w');
  await pipeline([source, ...steps, file.createWriteStream()]);
}
