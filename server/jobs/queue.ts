import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** How long a stop waits for running jobs to end (a job past it is retried on the next start). */
const STOP_WAIT_MS = 30_000;
/** How long after the last job ends stopping waits for pg-boss to record it (and for a fetch in flight). */
const RECORD_END_MS = 500;

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

type Definition = { name: string; handler: JobHandler<never>; cron?: string; retryLimit: number; runAtStart: boolean };

/**
 * Background jobs on pg-boss, in the app's own database (PGlite or PostgreSQL),
 * so a job's state survives a restart. Modules define their jobs before start().
 */
export class JobQueue {
  private boss: PgBoss;
  private definitions: Definition[] = [];
  private started = false;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollingIntervalSeconds = 1,
  ) {
    this.boss = this.makeBoss();
  }

  private makeBoss(): PgBoss {
    const boss = new PgBoss({
      db: this.database.executor,
      schema: 'pgboss',
      // One process owns the embedded database; keep maintenance light.
      maintenanceIntervalSeconds: 300,
    });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    return boss;
  }

  /**
   * Starts pg-boss, which installs its schema in a database that has none. Processes starting
   * together on a fresh PostgreSQL (web and worker) can collide there despite pg-boss's lock
   * ("duplicate key value violates unique constraint pg_namespace_nspname_index"): the one that
   * lost starts again with a new pg-boss (one that failed to start cannot be started again) and
   * finds the schema installed.
   */
  private async startBoss(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.start();
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
        this.log.warn({ err }, 'job queue: another process was installing it; starting again');
        this.boss = this.makeBoss();
      }
    }
  }

  define<T>(
    name: string,
    handler: JobHandler<T>,
    opts: { cron?: string; retryLimit?: number; runAtStart?: boolean } = {},
  ): void {
    this.definitions.push({
      name,
      handler: handler as JobHandler<never>,
      cron: opts.cron,
      retryLimit: opts.retryLimit ?? 2,
      runAtStart: opts.runAtStart ?? false,
    });
  }

  /**
   * Starts pg-boss and makes the queues. With `workers: false` (a web process whose jobs another
   * process runs) jobs can be sent but none run here.
   */
  async start(opts: { schedules: boolean; workers?: boolean }): Promise<void> {
    await this.startBoss();
    for (const def of this.definitions) {
      await this.createQueue(def);
      if (opts.workers === false) continue;
      this.working = true;
      await this.boss.work<never>(def.name, { pollingIntervalSeconds: this.pollingIntervalSeconds }, (jobs) =>
        this.track(async () => {
          for (const job of jobs) {
            try {
              await def.handler(job.data, { id: job.id });
            } catch (err) {
              this.log.warn({ err, job: def.name, id: job.id }, 'job failed');
              this.onFailure?.(def.name);
              throw err;
            }
          }
        }),
      );
      if (def.cron && opts.schedules) await this.boss.schedule(def.name, def.cron);
      if (def.runAtStart) await this.boss.send(def.name, {}, { singletonKey: 'start' });
    }
    this.started = true;
  }

  /**
   * Starts the queue without holding up the caller (the server listens meanwhile); jobs sent
   * before it is up wait for it.
   */
  startInBackground(opts: { schedules: boolean }): void {
    this.starting = this.start(opts).catch((err) => this.log.error({ err }, 'job queue did not start'));
  }

  /** Enqueues a job; returns its id. */
  async send<T extends object>(name: string, data: T, opts: { singletonKey?: string } = {}): Promise<string | null> {
    // A process that runs no workers still enqueues: the jobs wait for a process that does.
    if (!this.starting && !this.stopRequested) {
      this.starting = this.start({ schedules: false, workers: false });
    }
    if (this.starting) await this.starting;
    return this.boss.send(name, data, opts.singletonKey ? { singletonKey: opts.singletonKey } : {});
  }

  /**
   * Makes a queue once. Processes starting together on one PostgreSQL (web and worker) create
   * the same queues at the same moment; a deadlock or a duplicate from that is tried again.
   */
  private async createQueue(def: Definition): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(def.name)) return;
        await this.boss.createQueue(def.name, { name: def.name, retryLimit: def.retryLimit, retryDelay: 5 });
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 200));
      }
    }
  }

  /** Called with the queue's name whenever a job ends in an error (metrics count them). */
  onFailure: ((queue: string) => void) | null = null;

  /** Jobs waiting in each queue; empty until the queue has started. */
  async depths(): Promise<Record<string, number>> {
    if (!this.started) return {};
    const out: Record<string, number> = {};
    for (const def of this.definitions) out[def.name] = await this.boss.getQueueSize(def.name);
    return out;
  }

  async state(name: string, id: string): Promise<string | null> {
    if (this.starting) await this.starting;
    const job = await this.boss.getJobById(name, id);
    return job?.state ?? null;
  }

  /** True once stopping has begun: long jobs check it between steps and end early (they resume later). */
  get stopping(): boolean {
    return this.stopRequested;
  }

  private stopRequested = false;

  /**
   * Stops taking jobs and waits for the running ones to end and be recorded, so nothing is
   * written after the database closes. Long jobs see `stopping` and end at their next step.
   */
  async stop(): Promise<void> {
    this.stopRequested = true;
    if (this.starting) await this.starting;
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    if (!this.working) return;
    // pg-boss stops waiting after STOP_WAIT_MS, and a worker that was fetching when stopping began
    // still runs what it fetched. Either way pg-boss records the end without awaiting it, so the
    // database stays open until no job has run for RECORD_END_MS.
    do {
      await Promise.allSettled([...this.running]);
      await new Promise((resolve) => setTimeout(resolve, RECORD_END_MS));
    } while (this.running.size);
  }

  private readonly running = new Set<Promise<void>>();
  /** True once this process runs jobs (not only sends them). */
  private working = false;

  /** Runs a batch of jobs, remembered until it ends so that stopping can wait for it. */
  private track(work: () => Promise<void>): Promise<void> {
    const run = work();
    this.running.add(run);
    const forget = () => this.running.delete(run);
    run.then(forget, forget);
    return run;
  }
}
