import { pbkdf2 } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { streamToNewFile } from './stream-to-file';

const dir = mkdtempSync(join(tmpdir(), 'stream-to-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Keeps every thread of Node's file-system pool busy for a while, as a loaded server does. */
const busyPool = () =>
  Promise.all(
    Array.from({ length: 4 }, () => new Promise((done) => pbkdf2('key', 'salt', 200_000, 32, 'sha256', done))),
  );

describe('streamToNewFile', () => {
  it('writes every byte through the steps', async () => {
    const path = join(dir, 'ok');
    const upper = new Transform({ transform: (chunk, _e, done) => done(null, chunk.toString().toUpperCase()) });
    await streamToNewFile(path, Readable.from([Buffer.from('abc'), Buffer.from('def')]), upper);
    expect(readFileSync(path, 'utf8')).toBe('ABCDEF');
  });

  it('has made the file before a refused stream fails, so removing it leaves nothing behind', async () => {
    const path = join(dir, 'refused');
    const busy = busyPool();
    const refuse = new Transform({ transform: (_chunk, _e, done) => done(new Error('not audio')) });
    await expect(streamToNewFile(path, Readable.from([Buffer.from('text')]), refuse)).rejects.toThrow('not audio');
    expect(existsSync(path)).toBe(true);
    await rm(path, { force: true });
    await busy;
    expect(existsSync(path)).toBe(false);
  });
});
