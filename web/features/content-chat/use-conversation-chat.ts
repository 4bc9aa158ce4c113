import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentType, ConversationContent } from '../../../common/api/content-chat';
import type { SavedConversation } from '../../../common/api/saved-conversations';
import { BOOKMARK_SPEECH, CHAT_SPEECH } from '../../../common/constants';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { useCreateConversation, useUpdateConversation } from '../saved-conversations/api';
import { useAskQuestion, useVoiceBookmark } from './api';
import { type ChatMessage, earlierTurns, fromSavedMessage, newMessage, toSavedMessage } from './chat-message';
import { useConversationVoice } from './use-conversation-voice';
import { voiceCommandToRun } from './voice-commands';

function readDraft(key: string): ChatMessage[] {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as ChatMessage[]) : [];
    return Array.isArray(parsed) ? parsed.filter((m) => m && typeof m.content === 'string') : [];
  } catch {
    return [];
  }
}

function writeDraft(key: string, messages: ChatMessage[]) {
  try {
    if (messages.length) sessionStorage.setItem(key, JSON.stringify(messages));
    else sessionStorage.removeItem(key);
  } catch {
    // storage full or disabled: the chat lives as long as the screen
  }
}

export const AI_FAILURE_MESSAGE = 'Sorry, I encountered an error while processing your question. Please try again.';

/**
 * The conversation screen's state: messages (new, or loaded from a saved conversation), asking
 * by text or voice, voice bookmark commands, and saving (a continued conversation is updated).
 */
export function useConversationChat({
  contentType,
  contentId,
  content,
  saved,
  onSavedAs,
}: {
  contentType: ContentType;
  contentId: string;
  content: ConversationContent | undefined;
  saved: SavedConversation | undefined;
  onSavedAs: (id: string) => void;
}) {
  // A chat not yet saved is kept for the browser session: leaving the screen and coming back finds it.
  const draftKey = `earshot.chat.${contentType}.${contentId}`;
  const [messages, setMessages] = useState<ChatMessage[]>(() => readDraft(draftKey));
  const [input, setInput] = useState('');
  const loadedSavedId = useRef<string | null>(null);
  const ask = useAskQuestion();
  const bookmark = useVoiceBookmark();
  const create = useCreateConversation();
  const update = useUpdateConversation();

  useEffect(() => {
    if (saved && loadedSavedId.current !== saved.id) {
      loadedSavedId.current = saved.id;
      setMessages(saved.conversation.map(fromSavedMessage));
    }
  }, [saved]);

  useEffect(() => {
    if (loadedSavedId.current) return;
    writeDraft(draftKey, messages);
  }, [draftKey, messages]);

  const state = useRef({ content, pending: ask.isPending, messages });
  state.current = { content, pending: ask.isPending, messages };

  const askQuestion = useCallback(
    async (text: string, spoken: boolean, speak?: (answer: string) => void) => {
      const question = text.trim();
      const loaded = state.current.content;
      if (!question || state.current.pending || !loaded) return;
      const history = earlierTurns(state.current.messages);
      setMessages((m) => [...m, newMessage('user', question)]);
      try {
        const res = await ask.mutateAsync({
          contentId,
          contentType,
          message: question,
          transcript: loaded.transcript,
          history,
        });
        setMessages((m) => [...m, newMessage('ai', res.answer, res.citations)]);
        if (spoken) speak?.(res.answer);
      } catch {
        setMessages((m) => [...m, newMessage('ai', AI_FAILURE_MESSAGE)]);
        if (spoken) {
          toast({
            title: 'Voice Conversation Error',
            description: 'Failed to process your voice question. Please try again.',
            variant: 'destructive',
          });
        }
      }
    },
    [ask, contentId, contentType],
  );

  const voice = useConversationVoice((spokenText) => {
    void handleSpoken(spokenText);
  });

  async function handleSpoken(spokenText: string) {
    const command = voiceCommandToRun(spokenText);
    if (command) {
      try {
        const res = await bookmark.mutateAsync({ episodeId: contentId, action: command.action });
        voice.speak(res.message, BOOKMARK_SPEECH);
        toast({ title: res.message });
      } catch {
        voice.done();
        toast({
          title: 'Voice Command Failed',
          description: 'Failed to execute bookmarking command. Please try again.',
          variant: 'destructive',
        });
      }
      return;
    }
    if (state.current.content && !state.current.content.hasTranscript) {
      voice.done();
      toast({
        title: 'No Transcript Available',
        description: "This episode doesn't have a transcript for conversation.",
        variant: 'destructive',
      });
      return;
    }
    await askQuestion(spokenText, true, (answer) => voice.speak(answer, CHAT_SPEECH));
    voice.done();
  }

  const send = () => {
    const text = input;
    if (!text.trim()) return;
    setInput('');
    void askQuestion(text, false);
  };

  const clear = () => {
    setMessages([]);
    voice.stopSpeaking();
  };

  /** Checks what saving needs; false (with a toast) when something is missing. */
  const canSave = (): boolean => {
    if (messages.length === 0) {
      toast({ title: 'Error', description: 'No conversation to save', variant: 'destructive' });
      return false;
    }
    if (!content) {
      toast({ title: 'Error', description: 'Content data not loaded', variant: 'destructive' });
      return false;
    }
    return true;
  };

  const save = async (title: string, description: string): Promise<boolean> => {
    if (!canSave() || !content) return false;
    const conversation = messages.map(toSavedMessage);
    try {
      if (saved) {
        await update.mutateAsync({ id: saved.id, title, description: description || null, conversation });
      } else {
        const created = await create.mutateAsync({
          podcastId: contentId,
          contentType,
          title,
          description: description || null,
          episodeTitle: content.title,
          podcastShow: content.channelTitle,
          conversation,
        });
        loadedSavedId.current = created.id;
        writeDraft(draftKey, []);
        onSavedAs(created.id);
      }
      toast({ title: 'Conversation Saved', description: `"${title}" is in your saved conversations.` });
      return true;
    } catch (err) {
      toast({ title: 'Error', description: reasonOf(err) || 'Failed to save conversation', variant: 'destructive' });
      return false;
    }
  };

  return {
    messages,
    input,
    setInput,
    send,
    clear,
    canSave,
    save,
    savePending: create.isPending || update.isPending,
    thinking: ask.isPending,
    voice,
  };
}
