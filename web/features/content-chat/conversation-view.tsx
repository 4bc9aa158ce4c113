import { ArrowLeft, Bot, MessageSquareOff, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ContentType } from '../../../common/api/content-chat';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { usePlayer } from '../player/api';
import { useSavedConversation } from '../saved-conversations/api';
import { useConversationContent } from './api';
import { ChatInput } from './chat-input';
import { ContentHeader } from './content-header';
import { MessageList } from './message-list';
import { SaveConversationDialog } from './save-conversation-dialog';
import { useConversationChat } from './use-conversation-chat';

function BackToSearch() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link href="/search">
        <ArrowLeft aria-hidden="true" />
        Back to Search
      </Link>
    </Button>
  );
}

function ChatActions({ onSave, onClear }: { onSave: () => void; onClear: () => void }) {
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
      <Button variant="outline" size="sm" onClick={onSave}>
        <Save aria-hidden="true" />
        Save Conversation
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <Trash2 aria-hidden="true" />
        Clear Conversation
      </Button>
    </div>
  );
}

/** Chat with one episode or video (spec §2 Conversation screen). */
export function ConversationView({
  contentType,
  contentId,
  conversationId,
  onConversationIdChange,
}: {
  contentType: ContentType;
  contentId: string;
  conversationId: string | null;
  onConversationIdChange: (id: string | null) => void;
}) {
  const content = useConversationContent(contentType, contentId);
  const saved = useSavedConversation(conversationId);
  const player = usePlayer();
  const [saveOpen, setSaveOpen] = useState(false);
  const chat = useConversationChat({
    contentType,
    contentId,
    content: content.data,
    saved: saved.data,
    onSavedAs: onConversationIdChange,
  });

  if (content.isPending || (conversationId && saved.isPending)) {
    return (
      <div className="space-y-4">
        <BackToSearch />
        <div role="status" className="flex items-center justify-center gap-2 py-20 text-sm text-slate-500">
          <Spinner className="size-5" />
          Loading conversation...
        </div>
      </div>
    );
  }

  if (!content.data) {
    const missing = content.error instanceof ApiError && content.error.status === 404;
    return (
      <div className="space-y-4">
        <BackToSearch />
        <EmptyState
          icon={MessageSquareOff}
          title={missing ? 'Content not found or transcript not available' : 'Failed to fetch content'}
          text={missing ? undefined : 'Check your connection and try again.'}
          action={
            missing ? undefined : (
              <Button variant="outline" onClick={() => content.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </div>
    );
  }

  const data = content.data;
  const episode = {
    id: data.id,
    title: data.title,
    podcastShow: data.channelTitle,
    audioUrl: data.audioUrl,
    duration: data.duration,
  };
  // A video plays on its own platform, from the cited moment; without audio an episode's player says
  // so ('No audio available'), so the timestamps stay links either way.
  const video = !data.audioUrl && data.watchUrl ? data.watchUrl : null;
  const onSeek = (seconds: number) =>
    video ? window.open(watchAt(video, seconds), '_blank', 'noopener') : player.playAt(episode, seconds);
  const hasMessages = chat.messages.length > 0;
  const openSave = () => {
    if (chat.canSave()) setSaveOpen(true);
  };
  const clear = () => {
    chat.clear();
    if (conversationId) onConversationIdChange(null);
  };
  const voiceBusy = chat.voice.state === 'listening' || chat.voice.state === 'processing';
  const canSend = !!chat.input.trim() && !chat.thinking && !voiceBusy;

  return (
    <div className="space-y-4">
      <BackToSearch />
      <ContentHeader
        content={data}
        onPlay={() => (video ? window.open(video, '_blank', 'noopener') : player.play(episode))}
      />
      <Card className="flex flex-col">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-4">
          <div className="flex items-center gap-2.5">
            <div
              className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-white"
              aria-hidden="true"
            >
              <Bot className="size-5" />
            </div>
            <div>
              <CardTitle>Borris</CardTitle>
              <p className="text-xs text-slate-500">
                Ask anything about this {data.contentType === 'podcast' ? 'episode' : 'video'}
              </p>
            </div>
          </div>
          {hasMessages && <ChatActions onSave={openSave} onClear={clear} />}
        </CardHeader>
        <CardContent className="pt-4">
          {hasMessages || chat.thinking ? (
            <MessageList
              messages={chat.messages}
              thinking={chat.thinking}
              onSeek={onSeek}
              seekVerb={video ? 'Watch' : 'Play'}
            />
          ) : (
            <div className="flex min-h-48 flex-col items-center justify-center gap-1 text-center text-sm text-slate-500">
              <p className="font-medium text-slate-700">Start the conversation</p>
              <p>Type a question or tap the mic. Answers link to the moments they come from.</p>
            </div>
          )}
        </CardContent>
        <div className="space-y-3 border-t border-slate-100 p-4 sm:p-5">
          <ChatInput
            about={data.contentType === 'podcast' ? 'episode' : 'video'}
            value={chat.input}
            onChange={chat.setInput}
            onSend={chat.send}
            canSend={canSend}
            disabled={false}
            voice={chat.voice.state}
            heard={chat.voice.heard}
            onMic={chat.voice.state === 'listening' ? chat.voice.stopListening : chat.voice.startListening}
            onStopSpeaking={chat.voice.stopSpeaking}
          />
          {hasMessages && <ChatActions onSave={openSave} onClear={clear} />}
        </div>
      </Card>
      <SaveConversationDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        defaultTitle={saved.data?.title ?? data.title}
        defaultDescription={saved.data?.description ?? ''}
        updating={!!saved.data}
        pending={chat.savePending}
        onSave={async (title, description) => {
          if (await chat.save(title, description)) setSaveOpen(false);
        }}
      />
    </div>
  );
}

/** A video's page opened at a moment (YouTube's `t` parameter, in whole seconds). */
function watchAt(url: string, seconds: number): string {
  const at = new URL(url);
  at.searchParams.set('t', `${Math.floor(seconds)}s`);
  return at.href;
}
