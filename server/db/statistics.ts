import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Reads again the planner statistics of every table that changed by more than autovacuum's own
 * default share since they were last read (50 rows plus 10 % of the table), and returns the
 * tables it read. The planner chooses between an index and a scan from these statistics: until
 * they are read, a catalog just filled by a sync is planned as if it were empty.
 *
 * A PostgreSQL server's autovacuum reads them within a minute or two; the embedded database runs
 * no autovacuum and would never read them. The counts come from the database itself
 * (pg_stat_user_tables), so changes made between runs, or by another process, count too.
 */
export async function refreshStatistics(database: Database): Promise<string[]> {
  const stale = await database.rows<{ name: string }>(sql`
    select s.relname as name
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    order by s.relname`);
  if (!stale.length) return [];
  const names = stale.map((t) => t.name);
  // Names from the catalog itself, quoted as identifiers.
  await database.rows(sql.raw(`analyze ${names.map((n) => `"${n.replace(/"/g, '""')}"`).join(', ')}`));
  return names;
}
