import { describe, expect, it } from 'vitest';
import { Gate } from './search-gate';

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
});
