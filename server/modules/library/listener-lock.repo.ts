import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Serializes one listener's writes inside a transaction (row lock on the listener), so rules over
 * a whole list (append position, 10-item bound, no duplicates) hold under concurrent requests.
 * The listener's row is made here, at its first write: reading creates nothing.
 */
export async function lockListener(db: Db, listenerId: string): Promise<void> {
  await db.execute(sql`
    insert into listeners (id) values (${listenerId})
    on conflict (id) do update set last_seen_at = now()`);
}
