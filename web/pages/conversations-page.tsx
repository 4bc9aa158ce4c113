import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

export function ConversationsPage() {
  return (
    <div>
      <PageHeader title="Saved Conversations" />
      <EmptyState
        icon={MessagesSquare}
        title="No saved conversations yet"
        text="Chat with an episode that has a transcript, then save the conversation to find it here."
        action={
          <Button asChild>
            <Link href="/search">Find Episodes to Chat About</Link>
          </Button>
        }
      />
    </div>
  );
}
