// How every server process is started: `npm start`, `npm run worker`, the benchmarks and the
// scale-out test. TypeScript runs through tsx's loader in the process itself, so its pid is the
// server's. V8's young generation is capped at 16 MB: on an idle server with the model loaded
// that is 28 MB less resident memory, and search throughput under load did not change.
export const serverArgs = ['--max-semi-space-size=8', '--import', 'tsx', 'server/main.ts'];
