import { AlertTriangle, Users } from 'lucide-react';
import type { Creator } from '../../../common/api/creators';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { reasonOf } from '../../lib/api';
import { CreatorCard } from './creator-card';

export function CreatorList({
  creators,
  isLoading,
  error,
  onRetry,
}: {
  creators: Creator[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading creators" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title="Failed to load creators"
        text={reasonOf(error)}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (!creators || creators.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No creators added yet"
        text="Follow your favourite podcasts and video channels to keep their newest episodes in your searches."
      />
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {creators.map((creator) => (
        <CreatorCard key={creator.id} creator={creator} />
      ))}
    </div>
  );
}
