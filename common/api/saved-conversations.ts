import { z } from 'zod';
import { Citation, ContentType } from './content-chat';

/** One chat message as the conversation screens keep it: `type` user/ai, or `role` user/assistant. */
export const ConversationMessage = z
  .object({
    id: z.string().max(100).optional(),
    type: z.enum(['user', 'ai']).optional(),
    role: z.enum(['user', 'assistant']).optional(),
    content: z.string().max(20_000),
    timestamp: z.string().max(100).describe('When the message was sent, ISO 8601'),
    citations: z.array(Citation).max(20).optional().describe('Transcript passages an answer cites'),
  })
  .refine((m) => m.type || m.role, {
    message: "Each message needs a type ('user' or 'ai') or a role ('user' or 'assistant')",
  });
export type ConversationMessage = z.infer<typeof ConversationMessage>;

const Messages = z.array(ConversationMessage).max(500, 'A conversation holds at most 500 messages');

export const SavedConversation = z.object({
  id: z.string(),
  podcastId: z.string().describe('Id of the episode, video or audiobook talked about'),
  contentType: z.string().describe("'podcast', 'youtube' or 'audiobook'"),
  title: z.string(),
  description: z.string().nullable(),
  episodeTitle: z.string().nullable(),
  podcastShow: z.string().nullable().describe("Show name; starts with 'Audiobook:' for audiobook chats"),
  conversation: z.array(ConversationMessage),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  preview: z.string().describe('The first 100 characters of the first user message'),
});
export type SavedConversation = z.infer<typeof SavedConversation>;

export const ConversationList = z.array(SavedConversation);

export const ConversationCreateBody = z.object({
  podcastId: z.string().trim().min(1, 'podcastId is required').max(200),
  contentType: z.union([ContentType, z.literal('audiobook')]).default('podcast'),
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000).nullish(),
  episodeTitle: z.string().trim().max(500).nullish(),
  podcastShow: z.string().trim().max(500).nullish(),
  conversation: Messages.min(1, 'No conversation to save'),
});
export type ConversationCreateBody = z.infer<typeof ConversationCreateBody>;

export const ConversationUpdateBody = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200).optional(),
    description: z.string().trim().max(2000).nullish(),
    conversation: Messages.min(1, 'No conversation to save')
      .optional()
      .describe('Replaces the messages, when a chat is continued'),
  })
  .refine((b) => b.title !== undefined || b.description !== undefined || b.conversation !== undefined, {
    message: 'Nothing to update: send a title, a description or the conversation',
  });
export type ConversationUpdateBody = z.infer<typeof ConversationUpdateBody>;

export const ConversationParams = z.object({
  id: z.uuid('Unknown conversation id'),
});

export const ConversationDeleteResponse = z.object({
  deleted: z.literal(true),
  id: z.string(),
});
