import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector, written only by generated columns. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
