import type {
  ConversationCreateBody,
  ConversationUpdateBody,
  SavedConversation,
} from '../../../common/api/saved-conversations';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { presentConversation, toStoredMessages } from './saved-conversations.presenter';
import {
  deleteConversation,
  findConversation,
  insertConversation,
  listConversations,
  updateConversation,
} from './saved-conversations.repo';

const notFound = () => new NotFoundError('conversations.not_found', 'Conversation not found');

/** Saves a chat with its messages and citations for this listener. */
export async function saveConversation(
  db: Db,
  listenerId: string,
  body: ConversationCreateBody,
): Promise<SavedConversation> {
  const row = await insertConversation(db, {
    listenerId,
    podcastId: body.podcastId,
    contentType: body.contentType,
    title: body.title,
    description: body.description || null,
    episodeTitle: body.episodeTitle || null,
    podcastShow: body.podcastShow || null,
    messages: toStoredMessages(body.conversation),
  });
  return presentConversation(row);
}

export async function listSavedConversations(db: Db, listenerId: string): Promise<SavedConversation[]> {
  return (await listConversations(db, listenerId)).map(presentConversation);
}

/** One of this listener's conversations; another listener's id is simply not found. */
export async function getSavedConversation(db: Db, listenerId: string, id: string): Promise<SavedConversation> {
  const row = await findConversation(db, listenerId, id);
  if (!row) throw notFound();
  return presentConversation(row);
}

/** Renames it, or replaces its messages when the listener continued the chat. */
export async function editSavedConversation(
  db: Db,
  listenerId: string,
  id: string,
  body: ConversationUpdateBody,
): Promise<SavedConversation> {
  const row = await updateConversation(db, listenerId, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description || null } : {}),
    ...(body.conversation !== undefined ? { messages: toStoredMessages(body.conversation) } : {}),
  });
  if (!row) throw notFound();
  return presentConversation(row);
}

export async function removeSavedConversation(db: Db, listenerId: string, id: string): Promise<void> {
  if (!(await deleteConversation(db, listenerId, id))) throw notFound();
}
