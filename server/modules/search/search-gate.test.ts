import { describe, expect, it } from 'vitest';
import { BusyError, Gate } from './search-gate';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((r) => setImmediate(r));

describe('Gate', () => {
  it('runs at most its limit at once and the rest in order of arrival', async () => {
    const gate = new Gate(2);
    const started: number[] = [];
    const finished: number[] = [];
    const tasks = Array.from({ length: 5 }, () => deferred());
    const runs = tasks.map((t, i) =>
      gate.run(async () => {
        started.push(i);
        await t.promise;
        finished.push(i);
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(3);

    tasks[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const t of tasks) t.resolve();
    expect(await Promise.all(runs)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(finished).toHaveLength(5);
    expect(gate.queued).toBe(0);
  });

  it('gives the slot of a task that fails to the next one, and passes the failure on', async () => {
    const gate = new Gate(1);
    const first = deferred();
    const failing = gate.run(() => first.promise);
    const second = gate.run(async () => 'second ran');
    first.reject(new Error('the database went away'));
    await expect(failing).rejects.toThrow('the database went away');
    expect(await second).toBe('second ran');
    // The slot is free again: a new task starts at once.
    let ran = false;
    await gate.run(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('tells a task that waited too long that the server is busy, and never runs it', async () => {
    const gate = new Gate(1, 30);
    const first = deferred();
    const running = gate.run(() => first.promise);
    let late = false;
    const waiting = gate.run(async () => {
      late = true;
    });
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusyError);
    expect(error).toMatchObject({ status: 503, code: 'search.busy', retryAfterSeconds: 2 });
    expect(gate.queued).toBe(0);
    first.resolve();
    await running;
    expect(late).toBe(false);
    // The one running kept its slot and gave it back: the next task starts at once.
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('drops a task whose caller gave up while it waited, and lets the next one through', async () => {
    const gate = new Gate(1);
    const first = deferred();
    const running = gate.run(() => first.promise);
    const gaveUp = new AbortController();
    const ran: string[] = [];
    const abandoned = gate.run(async () => {
      ran.push('abandoned');
    }, gaveUp.signal);
    const after = gate.run(async () => {
      ran.push('after');
    });
    gaveUp.abort(new Error('the listener closed the page'));
    await expect(abandoned).rejects.toThrow('the listener closed the page');
    expect(gate.queued).toBe(1);
    first.resolve();
    await Promise.all([running, after]);
    expect(ran).toEqual(['after']);
    // A caller that gave up before asking does not take a slot either.
    await expect(gate.run(async () => ran.push('never'), gaveUp.signal)).rejects.toThrow('closed the page');
    expect(ran).toEqual(['after']);
  });
});
