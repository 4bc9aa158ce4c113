import type { Database } from '../../db/client';
import { RetryLaterError } from '../../http/errors';

/** How long a task may wait for its turn, at most; longer means the server is over its capacity. */
export const MAX_WAIT_MS = 2000;

/** A search that could not get its turn in time: the listener is asked to try again shortly. */
export class BusyError extends RetryLaterError {
  constructor() {
    super(503, 'search.busy', 'Search is busy right now. Try again in a few seconds.', 2);
  }
}

type Waiter = { start: () => void };

/**
 * Lets a few tasks run at once and queues the rest, first come first served. Under a burst,
 * each search then waits once, in order, instead of at every one of its queries behind every
 * other search's, and the database connections stay free for everything else a listener does.
 *
 * Nobody waits without end: a task whose turn has not come within `maxWaitMs` fails with
 * BusyError, and one whose caller gave up (its signal aborted) leaves the line without running.
 * Under more searches than the server can answer, the ones it answers stay fast and the rest
 * are told so at once, instead of every listener waiting longer and longer.
 */
export class Gate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.limit) await this.turn(signal);
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; otherwise it is given back.
      if (next) next.start();
      else this.running--;
    }
  }

  private turn(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abandon);
      };
      const leave = (error: unknown) => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        done();
        reject(error);
      };
      const waiter: Waiter = {
        start: () => {
          done();
          resolve();
        },
      };
      const abandon = () => leave(signal?.reason);
      const timer = setTimeout(() => leave(new BusyError()), this.maxWaitMs);
      signal?.addEventListener('abort', abandon, { once: true });
      this.waiting.push(waiter);
    });
  }
}

/**
 * Searches at once per database. A search makes up to three queries side by side (four in deep
 * search); the pool's own queue (first come, first served) then interleaves them with everything
 * else listeners do, so a save or a page of the library waits behind a few queries, not behind
 * every search (measured at 200 connections on 2 cores: an unrelated read answered in 32 ms at
 * the median while searches were flooding). PGlite answers one query at a time.
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
