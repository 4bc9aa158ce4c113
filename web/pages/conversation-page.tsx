import { useLocation, useParams, useSearch } from 'wouter';
import { ContentType } from '../../common/api/content-chat';
import { ConversationView } from '../features/content-chat/conversation-view';
import { NotFoundPage } from './not-found-page';

export function ConversationPage() {
  const params = useParams<{ contentType: string; contentId: string }>();
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const contentType = ContentType.safeParse(params.contentType);
  if (!contentType.success || !params.contentId) return <NotFoundPage />;
  const conversationId = search.get('conversationId');
  return (
    <ConversationView
      key={`${contentType.data}/${params.contentId}`}
      contentType={contentType.data}
      contentId={params.contentId}
      conversationId={conversationId}
      onConversationIdChange={(id) =>
        navigate(id ? `${location}?conversationId=${encodeURIComponent(id)}` : location, { replace: true })
      }
    />
  );
}
