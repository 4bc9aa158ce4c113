// Creates and tunes a new PGlite data dir in a process of its own: initdb is the most
// memory-hungry moment of an embedded database's life, and a WebAssembly heap is not given
// back to the system once grown, so the server process never carries it.
// Usage: node server/db/pglite-init.mjs <dataDir>
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';

const dataDir = process.argv[2];
const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent, vector } });
await client.query("ALTER SYSTEM SET max_wal_size = '64MB'");
await client.query("ALTER SYSTEM SET shared_buffers = '32MB'");
await client.close();
