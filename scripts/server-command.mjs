// How every server process is started: `npm start`, `npm run worker`, the benchmarks and the
// scale-out test. TypeScript runs through tsx's loader in the process itself, so its pid is the
// server's. V8's young generation is capped at 16 MB: on an idle server with the model loaded
// that is 28 MB less resident memory, and search throughput under load did not change.
// On the embedded database (no DATABASE_URL), WebAssembly stays in V8's first, quickly compiled
// tier: recompiling the database's hot functions in the optimizing tier took 25 to 60 MB more
// resident memory, varying from run to run, and made search at 100,000 episodes no faster.
// glibc gives threads that allocate at once their own arenas, up to eight per core. On the
// embedded database two arenas are enough: in six back-to-back pairs on an idle server, resident
// memory averaged 387 MB with two and 408 MB without, and stayed at most 393 MB (455 without).
// glibc also raises the size from which it maps a block on its own (128 KB at start) each time a
// large block is freed, after which large blocks come from the arenas and stay there. Keeping it
// at 128 KB: idle after searches, 368 MB on average against 389 MB in five pairs (at most 379
// against 395); under 20 searching connections, 471 against 512 MB, at the same throughput.
export function serverCommand(env = process.env) {
  const embedded = !env.DATABASE_URL;
  return {
    args: ['--max-semi-space-size=8', ...(embedded ? ['--no-wasm-tier-up'] : []), '--import', 'tsx', 'server/main.ts'],
    // The allocator settings above, each unless the operator set it.
    env: embedded ? { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env } : env,
  };
}
