import { useLocation, useParams, useSearch } from 'wouter';
import { AudiobookChatView } from '../features/audiobooks/audiobook-chat-view';

export function AudiobookChatPage() {
  const params = useParams<{ id: string }>();
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  return (
    <AudiobookChatView
      key={params.id}
      id={params.id ?? ''}
      conversationId={search.get('conversationId')}
      onConversationIdChange={(id) =>
        navigate(id ? `${location}?conversationId=${encodeURIComponent(id)}` : location, { replace: true })
      }
    />
  );
}
