import { ArrowLeft, MessageSquareOff } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

export function ConversationPage() {
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm">
        <Link href="/search">
          <ArrowLeft aria-hidden="true" />
          Back to Search
        </Link>
      </Button>
      <EmptyState icon={MessageSquareOff} title="Content not found or transcript not available" />
    </div>
  );
}
