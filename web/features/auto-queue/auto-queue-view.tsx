import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, ListVideo } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { usePlayer } from '../player/api';
import { useClearQueue, useMarkUsed, useSuggestions, useTranscriptEpisodes } from './api';
import { HowAutoQueueWorks, SettingsCard } from './settings-card';
import { SuggestionCard } from './suggestion-card';
import { UpNextCard } from './up-next-card';

function Suggestions({ episodeId }: { episodeId: string }) {
  const qc = useQueryClient();
  const suggestions = useSuggestions(episodeId);
  const clearQueue = useClearQueue();
  const markUsed = useMarkUsed();
  const [cleared, setCleared] = useState<string | null>(null);

  if (suggestions.isLoading || suggestions.isFetching) {
    return <Skeleton className="h-64" role="status" aria-label="Finding the next episode" />;
  }
  if (suggestions.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <AlertCircle aria-hidden="true" className="size-8 text-red-500" />
        <p className="text-slate-700">{reasonOf(suggestions.error) || 'Failed to generate next episode'}</p>
        <Button onClick={() => suggestions.refetch()}>Try Again</Button>
      </Card>
    );
  }
  const list = suggestions.data ?? [];
  if (!list.length || cleared === episodeId) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-slate-600">{cleared === episodeId ? 'Queue cleared.' : 'No suitable episodes found'}</p>
        <Button
          variant="outline"
          onClick={() => {
            setCleared(null);
            suggestions.refetch();
          }}
        >
          Try Again
        </Button>
      </Card>
    );
  }
  return (
    <SuggestionCard
      suggestions={list}
      busy={clearQueue.isPending || markUsed.isPending}
      onClear={() =>
        clearQueue.mutate(undefined, {
          onSuccess: () => setCleared(episodeId),
          onError: (err) => toast({ title: 'Error', description: reasonOf(err), variant: 'destructive' }),
        })
      }
      onDifferent={() =>
        markUsed.mutate(list[0].nextEpisode.id, {
          onSettled: () => qc.invalidateQueries({ queryKey: ['/api/auto-queue', episodeId, 'suggestions'] }),
          onError: () =>
            toast({ title: 'Error', description: 'Failed to generate recommendation', variant: 'destructive' }),
        })
      }
    />
  );
}

/** Pick the episode playing now; see what should follow it, and tune the queue. */
export function AutoQueueView() {
  const episodes = useTranscriptEpisodes();
  const [chosen, setChosen] = useState<string | undefined>();
  const playing = usePlayer().current?.id;
  const list = episodes.data ?? [];
  // Follows the player until the listener picks another episode here.
  const episodeId = chosen ?? (list.some((e) => e.id === playing) ? playing : list[0]?.id);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-4 lg:col-span-2">
        {episodes.isLoading ? (
          <Skeleton className="h-20" />
        ) : episodes.isError ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <p>{reasonOf(episodes.error)}</p>
            <Button onClick={() => episodes.refetch()}>Try Again</Button>
          </Card>
        ) : !list.length ? (
          <EmptyState
            icon={ListVideo}
            title="No episodes with transcripts available"
            text="Auto-queue follows an episode with a transcript. Add transcripts in the admin tools."
          />
        ) : (
          <>
            <Card className="space-y-1.5 p-4">
              <Label htmlFor="aq-current">Currently listening to</Label>
              <Select value={episodeId} onValueChange={setChosen}>
                <SelectTrigger id="aq-current" aria-label="Current episode">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {list.map((e) => (
                    <SelectItem key={e.id} value={e.id}>
                      {e.title} — {e.podcastShow}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Card>
            {episodeId && <Suggestions key={episodeId} episodeId={episodeId} />}
          </>
        )}
      </div>
      <div className="min-w-0 space-y-4">
        <UpNextCard />
        <SettingsCard />
        <HowAutoQueueWorks />
      </div>
    </div>
  );
}
