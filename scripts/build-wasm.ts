// Compiles the WebAssembly text modules of the server into TypeScript modules holding their bytes,
// so the server needs no build step and no toolchain at run time. `npm run build:wasm`.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import initWabt from 'wabt';

const root = resolve(import.meta.dirname, '..');

export const WASM_MODULES = ['server/modules/search/vector-dots'];

/** The TypeScript module for one .wat file, exactly as it is committed. */
export async function compiledModule(path: string): Promise<string> {
  const wabt = await initWabt();
  const source = readFileSync(resolve(root, `${path}.wat`), 'utf8');
  const module = wabt.parseWat(`${path}.wat`, source, { simd: true });
  const { buffer } = module.toBinary({});
  module.destroy();
  const name = path.split('/').at(-1);
  return `// Generated from ${name}.wat by \`npm run build:wasm\`: edit the .wat file, not this one.
export const bytes = Buffer.from(
  '${Buffer.from(buffer).toString('base64')}',
  'base64',
);
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const path of WASM_MODULES) {
    writeFileSync(resolve(root, `${path}.wasm.ts`), await compiledModule(path));
    console.log(`${path}.wasm.ts written`);
  }
}
