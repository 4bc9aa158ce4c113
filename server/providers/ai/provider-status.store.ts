import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerStatus } from '../../db/schema/library';
import type { ProviderHealth, ProviderState } from './ai-provider';

/** Where outside providers keep their last known state, so admin status survives restarts. */
export type ProviderStatusStore = {
  load(name: string): Promise<ProviderState | null>;
  save(name: string, state: ProviderState): Promise<void>;
};

export function databaseStatusStore(database: Database): ProviderStatusStore {
  return {
    async load(name) {
      const [row] = await database.db.select().from(providerStatus).where(eq(providerStatus.name, name)).limit(1);
      if (!row) return null;
      return {
        status: row.status as ProviderHealth,
        lastCheck: row.lastCheck,
        quotaReset: row.quotaReset,
        errorMessage: row.errorMessage,
      };
    },
    async save(name, state) {
      const values = {
        status: state.status,
        lastCheck: state.lastCheck,
        quotaReset: state.quotaReset,
        errorMessage: state.errorMessage,
      };
      await database.db
        .insert(providerStatus)
        .values({ name, ...values })
        .onConflictDoUpdate({ target: providerStatus.name, set: values });
    },
  };
}
