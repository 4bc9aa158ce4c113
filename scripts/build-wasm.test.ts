import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledModule, WASM_MODULES } from './build-wasm';

describe('WebAssembly modules', () => {
  it.each(WASM_MODULES)('%s.wasm.ts is what its .wat source compiles to', async (path) => {
    const committed = readFileSync(resolve(import.meta.dirname, '..', `${path}.wasm.ts`), 'utf8');
    expect(committed).toBe(await compiledModule(path));
  });
});
