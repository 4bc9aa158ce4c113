import { ArrowLeft, BookOpen, BookX, Bot, Clock, Hourglass, Save, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Audiobook } from '../../../common/api/audiobooks';
import type { ConversationMessage } from '../../../common/api/saved-conversations';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { ApiError, reasonOf } from '../../lib/api';
import { formatMinutes } from '../../lib/format';
import {
  type ChatMessage,
  earlierTurns,
  fromSavedMessage,
  MessageList,
  newMessage,
  SaveConversationDialog,
} from '../content-chat/api';
import { useCreateConversation, useSavedConversation, useUpdateConversation } from '../saved-conversations/api';
import { useAskAudiobook, useAudiobook } from './api';
import { TranscriptStatusBadge } from './audiobook-card';
import { BookPlayer, type BookPlayerHandle } from './book-player';

export const AUDIOBOOK_SHOW_PREFIX = 'Audiobook:';

function BackToLibrary() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link href="/audiobooks">
        <ArrowLeft aria-hidden="true" />
        Back to Audiobooks
      </Link>
    </Button>
  );
}

/** Spec §3: the audiobook chat keeps role (user or assistant) and content. */
const toSaved = (m: ChatMessage): ConversationMessage => ({
  id: m.id,
  role: m.type === 'user' ? 'user' : 'assistant',
  content: m.content,
  timestamp: m.timestamp,
  ...(m.citations?.length ? { citations: m.citations.slice(0, 20) } : {}),
});

function notReadyText(book: Audiobook): string {
  if (book.transcriptStatus === 'failed') {
    return `Transcription failed${book.transcriptError ? `: ${book.transcriptError.replace(/^Transcription failed: /, '')}` : '.'} Retry it from your library.`;
  }
  if (book.transcriptStatus === 'processing') {
    return `This book is still being transcribed (${book.transcriptProgress}% done). Chat opens when it is finished.`;
  }
  if (book.transcriptStatus === 'pending') return 'Transcription has not started yet. Chat opens when it is finished.';
  return 'The transcript is not available.';
}

/** Spec §2 Audiobook chat: the book and its player on the left, the chat on the right. */
export function AudiobookChatView({
  id,
  conversationId,
  onConversationIdChange,
}: {
  id: string;
  conversationId: string | null;
  onConversationIdChange: (id: string | null) => void;
}) {
  const book = useAudiobook(id);
  const saved = useSavedConversation(conversationId);
  const ask = useAskAudiobook(id);
  const create = useCreateConversation();
  const update = useUpdateConversation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [saveOpen, setSaveOpen] = useState(false);
  const player = useRef<BookPlayerHandle>(null);
  const loadedSaved = useRef<string | null>(null);

  useEffect(() => {
    if (saved.data && loadedSaved.current !== saved.data.id) {
      loadedSaved.current = saved.data.id;
      setMessages(saved.data.conversation.map(fromSavedMessage));
    }
  }, [saved.data]);

  if (book.isPending || (conversationId && saved.isPending)) {
    return (
      <div className="space-y-4">
        <BackToLibrary />
        <div role="status" className="flex items-center justify-center gap-2 py-20 text-sm text-slate-500">
          <Spinner className="size-5" />
          Loading audiobook...
        </div>
      </div>
    );
  }
  if (!book.data) {
    const missing = book.error instanceof ApiError && book.error.status === 404;
    return (
      <div className="space-y-4">
        <BackToLibrary />
        <EmptyState
          icon={BookX}
          title={missing ? 'Audiobook Not Found' : 'Failed to load audiobook'}
          text={
            missing
              ? 'It may have been deleted, or it belongs to another listener.'
              : 'Check your connection and try again.'
          }
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link href="/audiobooks">Go to My Audiobooks</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => book.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </div>
    );
  }

  const data = book.data;
  const ready = data.hasTranscript && data.transcriptStatus === 'completed';
  const hasMessages = messages.length > 0;
  const canSend = ready && !!input.trim() && !ask.isPending;

  const send = async () => {
    const question = input.trim();
    if (!question || ask.isPending) return;
    setInput('');
    const history = earlierTurns(messages);
    setMessages((m) => [...m, newMessage('user', question)]);
    try {
      const res = await ask.mutateAsync({ message: question, history });
      setMessages((m) => [...m, newMessage('ai', res.response, res.citations)]);
    } catch (err) {
      setMessages((m) => m.slice(0, -1));
      setInput(question);
      toast({ title: 'Chat Error', description: reasonOf(err), variant: 'destructive' });
    }
  };

  const openSave = () => {
    if (!hasMessages) {
      toast({
        title: 'No Conversation to Save',
        description: 'Start a conversation first before saving.',
        variant: 'destructive',
      });
      return;
    }
    setSaveOpen(true);
  };

  const save = async (title: string, description: string) => {
    const conversation = messages.map(toSaved);
    try {
      if (saved.data) {
        await update.mutateAsync({ id: saved.data.id, title, description: description || null, conversation });
      } else {
        const created = await create.mutateAsync({
          podcastId: data.id,
          contentType: 'audiobook',
          title,
          description: description || null,
          episodeTitle: data.title,
          podcastShow: `${AUDIOBOOK_SHOW_PREFIX} ${data.author}`,
          conversation,
        });
        loadedSaved.current = created.id;
        onConversationIdChange(created.id);
      }
      setSaveOpen(false);
      toast({ title: 'Conversation Saved', description: `"${title}" is in your saved conversations.` });
    } catch (err) {
      toast({ title: 'Save Failed', description: reasonOf(err), variant: 'destructive' });
    }
  };

  const clear = () => {
    setMessages([]);
    if (conversationId) onConversationIdChange(null);
  };

  const duration = formatMinutes(data.duration || null);

  return (
    <div className="space-y-4">
      <BackToLibrary />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardContent className="space-y-4 pt-5">
            <div className="flex items-start gap-3">
              <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <BookOpen aria-hidden="true" className="size-6" />
              </div>
              <div className="min-w-0">
                <h1 className="break-words text-lg font-bold leading-snug text-slate-900">{data.title}</h1>
                <p className="text-sm text-slate-600">{data.author}</p>
                {data.narrator && <p className="text-xs text-slate-500">Read by {data.narrator}</p>}
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <TranscriptStatusBadge book={data} />
              {duration && (
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {duration}
                </span>
              )}
              {data.publishYear && <span>{data.publishYear}</span>}
              {data.genre && <span>{data.genre}</span>}
            </div>
            {data.description && <p className="line-clamp-4 text-sm text-slate-600">{data.description}</p>}
            <BookPlayer ref={player} book={data} />
          </CardContent>
        </Card>

        <Card className="flex min-w-0 flex-col">
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-4">
            <div className="flex items-center gap-2.5">
              <div
                className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-white"
                aria-hidden="true"
              >
                <Bot className="size-5" />
              </div>
              <div>
                <CardTitle>Chat with the book</CardTitle>
                <p className="text-xs text-slate-500">Answers quote the book and jump the player there</p>
              </div>
            </div>
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
              <Button variant="outline" size="sm" onClick={openSave} disabled={!ready}>
                <Save aria-hidden="true" />
                Save
              </Button>
              <Button variant="ghost" size="sm" onClick={clear} disabled={!hasMessages}>
                <Trash2 aria-hidden="true" />
                Clear
              </Button>
            </div>
          </CardHeader>
          <CardContent className="pt-4">
            {!ready ? (
              <EmptyState icon={Hourglass} title="Transcript Not Ready" text={notReadyText(data)} />
            ) : hasMessages || ask.isPending ? (
              <MessageList messages={messages} thinking={ask.isPending} onSeek={(s) => player.current?.playAt(s)} />
            ) : (
              <div className="flex min-h-48 flex-col items-center justify-center gap-1 text-center text-sm text-slate-500">
                <p className="font-medium text-slate-700">Ask anything about “{data.title}”</p>
                <p>Who is in it, what happens in a chapter, where an idea comes up.</p>
              </div>
            )}
          </CardContent>
          {ready && (
            <form
              className="flex items-end gap-2 border-t border-slate-100 p-4 sm:p-5"
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              <Textarea
                value={input}
                onChange={(e) => setInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    void send();
                  }
                }}
                rows={2}
                maxLength={2000}
                placeholder="Ask about this book..."
                aria-label="Your question about the book"
                className="min-h-11 resize-none"
              />
              <Button type="submit" disabled={!canSend}>
                {ask.isPending ? <Spinner /> : null}
                Send
              </Button>
            </form>
          )}
        </Card>
      </div>
      <SaveConversationDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        defaultTitle={saved.data?.title ?? data.title}
        defaultDescription={saved.data?.description ?? ''}
        updating={!!saved.data}
        pending={create.isPending || update.isPending}
        onSave={(title, description) => void save(title, description)}
      />
    </div>
  );
}
