import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map';

describe('RecentMap', () => {
  it('always holds the keys used last (half its size), and a key read stays while the others go', () => {
    const map = new RecentMap<string, number>(4);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, i);
    expect(map.get('c')).toBe(2);
    expect(map.get('d')).toBe(3);
    expect(map.get('c')).toBe(2);
    map.set('e', 4);
    map.set('f', 5);
    map.set('g', 6);
    // "c" was read after "d": it outlives it.
    expect(map.get('d')).toBeUndefined();
    expect(map.get('g')).toBe(6);
    expect(map.get('f')).toBe(5);
  });

  it('never holds more than its size', () => {
    const map = new RecentMap<number, number>(10);
    for (let i = 0; i < 1000; i++) map.set(i, i);
    const held = Array.from({ length: 1000 }, (_, i) => i).filter((i) => map.get(i) !== undefined);
    expect(held.length).toBeLessThanOrEqual(10);
    expect(held).toContain(999);
  });

  it('answers the latest value of a key, and nothing once it is deleted', () => {
    const map = new RecentMap<string, string>(4);
    map.set('a', 'first');
    map.set('b', 'x');
    map.set('a', 'second');
    expect(map.get('a')).toBe('second');
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
  });
});
