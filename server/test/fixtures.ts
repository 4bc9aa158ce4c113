import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The shared real-world fixtures beside the checkout; absent on a plain clone. */
export const SHARED_FIXTURES = resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures');
export const hasSharedFixtures = existsSync(SHARED_FIXTURES);
export const sharedFixture = (...parts: string[]) => join(SHARED_FIXTURES, ...parts);

/** Fixtures the project writes itself, always present. */
export const ownFixture = (...parts: string[]) => resolve(import.meta.dirname, 'fixtures', ...parts);
