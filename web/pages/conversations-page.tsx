import { PageHeader } from '../components/layout/page-header';
import { ConversationsView } from '../features/saved-conversations/conversations-view';

export function ConversationsPage() {
  return (
    <div>
      <PageHeader title="Saved Conversations" description="Pick up a chat where you left it." />
      <ConversationsView />
    </div>
  );
}
