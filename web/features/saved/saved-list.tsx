import { Bookmark, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState, FindEpisodesEmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ToastAction } from '../../components/ui/toast';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { useClearSavedEpisodes, useRestoreSavedEpisodes, useSavedEpisodes } from './api';
import { SavedCard } from './saved-card';

/** The Save for Later list: count, Clear All, the cards; loading, empty and error states. */
export function SavedList() {
  const saved = useSavedEpisodes();
  const clear = useClearSavedEpisodes();
  const restore = useRestoreSavedEpisodes();

  if (saved.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading saved episodes">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (saved.isError) {
    return <EmptyState icon={Bookmark} title="Could not load saved episodes" text={reasonOf(saved.error)} />;
  }
  const list = saved.data ?? [];
  if (!list.length) {
    return (
      <FindEpisodesEmptyState
        icon={Bookmark}
        title="No saved episodes yet"
        text="Save episodes from your search results to listen later."
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">
          {list.length} {list.length === 1 ? 'episode' : 'episodes'} saved
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: (r) => {
                const ids = list.map((e) => e.id);
                toast({
                  title: 'Saved episodes cleared',
                  description: `${r.removedCount} removed`,
                  action: (
                    <ToastAction altText="Put the saved episodes back" onClick={() => restore.mutate(ids)}>
                      Undo
                    </ToastAction>
                  ),
                });
              },
              onError: (err) =>
                toast({ title: `Failed to clear saved episodes: ${reasonOf(err)}`, variant: 'destructive' }),
            })
          }
        >
          <Trash2 />
          Clear All
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((ep) => (
          <SavedCard key={ep.id} episode={ep} />
        ))}
      </div>
    </div>
  );
}
