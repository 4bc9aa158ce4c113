import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listeners } from '../../db/schema/index';

/**
 * Serializes one listener's writes inside a transaction (row lock on the listener), so rules over
 * a whole list (append position, 10-item bound, no duplicates) hold under concurrent requests.
 */
export async function lockListener(db: Db, listenerId: string): Promise<void> {
  await db.select({ id: listeners.id }).from(listeners).where(eq(listeners.id, listenerId)).for('update');
}
