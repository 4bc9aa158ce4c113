import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server at `adminUrl`, for a test file or a benchmark
 * run; `drop()` removes it, closing any connection still open to it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'earshot_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
