import type { Database } from '../../db/client';

/**
 * Lets a few tasks run at once and queues the rest, first come first served. Under a burst,
 * each search then waits once, in order, instead of at every one of its queries behind every
 * other search's, and the database connections stay free for everything else a listener does.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; otherwise it is given back.
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Searches at once per database. A search makes up to three queries side by side, and the
 * PostgreSQL pool has 10 connections: four leave room for everything else (measured at 200
 * connections: 2, 3 and 5 at once served 77, 85 and 87 searches a second). PGlite answers one
 * query at a time.
 */
const SEARCHES_AT_ONCE = { postgres: 4, pglite: 2 } as const;

const gates = new WeakMap<Database, Gate>();

export function searchGate(database: Database): Gate {
  let gate = gates.get(database);
  if (!gate) {
    gate = new Gate(SEARCHES_AT_ONCE[database.kind]);
    gates.set(database, gate);
  }
  return gate;
}
