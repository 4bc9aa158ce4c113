import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * `npm install` warns (EBADENGINE) for any package whose `engines` leaves out the Node the
 * project runs on. The project's own `engines` names its floor; every locked package must accept it.
 */
const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; version?: string }>;
};

describe('Node versions', () => {
  const floor = semver.minVersion(manifest.engines.node)?.version ?? '';
  const wanting = (version: string) =>
    Object.entries(lock.packages)
      .map(([path, pkg]) => ({
        path,
        range: !pkg.engines || Array.isArray(pkg.engines) ? undefined : pkg.engines.node,
      }))
      .filter((p): p is { path: string; range: string } => !!p.range && !semver.satisfies(version, p.range))
      .map((p) => `${p.path.replace(/^.*node_modules\//, '')} wants ${p.range}`);

  it('every locked package accepts the lowest Node the project names', () => {
    expect(floor).not.toBe('');
    expect(wanting(floor)).toEqual([]);
  });

  it('every locked package accepts the Node running the tests', () => {
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
    expect(wanting(process.versions.node)).toEqual([]);
  });
});
