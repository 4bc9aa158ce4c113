import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, type StoredMessage } from '../../db/schema/library';

export type ConversationRow = typeof conversations.$inferSelect;

export type ConversationInsert = {
  listenerId: string;
  podcastId: string;
  contentType: string;
  title: string;
  description: string | null;
  episodeTitle: string | null;
  podcastShow: string | null;
  messages: StoredMessage[];
};

export async function insertConversation(db: Db, values: ConversationInsert): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(values).returning();
  return row;
}

/** Newest activity first: a continued chat comes back to the top. */
export async function listConversations(db: Db, listenerId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.listenerId, listenerId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt));
}

export async function findConversation(db: Db, listenerId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.listenerId, listenerId)))
    .limit(1);
  return row ?? null;
}

export async function updateConversation(
  db: Db,
  listenerId: string,
  id: string,
  changes: Partial<Pick<ConversationRow, 'title' | 'description' | 'messages'>>,
): Promise<ConversationRow | null> {
  const [row] = await db
    .update(conversations)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(conversations.id, id), eq(conversations.listenerId, listenerId)))
    .returning();
  return row ?? null;
}

export async function deleteConversation(db: Db, listenerId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.listenerId, listenerId)))
    .returning({ id: conversations.id });
  return removed.length > 0;
}
