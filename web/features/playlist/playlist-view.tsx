import { ListMusic, PlayCircle, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, FindEpisodesEmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { ToastAction } from '../../components/ui/toast';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { usePlayer } from '../player/api';
import { useClearPlaylist, usePlaylist, useRestorePlaylist } from './api';
import { PlaylistItemRow } from './playlist-item-row';

/** The playlist: Play All through the player's queue, auto-play, Clear All and the items. */
export function PlaylistView() {
  const id = useId();
  const playlist = usePlaylist();
  const clear = useClearPlaylist();
  const restore = useRestorePlaylist();
  const player = usePlayer();

  if (playlist.isLoading) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading playlist">
        <Skeleton className="h-16" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (playlist.isError)
    return <EmptyState icon={ListMusic} title="Could not load the playlist" text={reasonOf(playlist.error)} />;
  const items = playlist.data ?? [];
  if (!items.length) {
    return (
      <FindEpisodesEmptyState
        icon={ListMusic}
        title="Your playlist is empty"
        text="Add episodes from search results or your saved list to build a playlist."
      />
    );
  }
  const playingHere = player.current && items.some((i) => i.id === player.current?.id) ? player.current.id : null;

  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <Button onClick={() => player.play(items[0], { queue: items, playlist: true })}>
          <PlayCircle />
          Play All
        </Button>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-auto`} checked={player.autoAdvance} onCheckedChange={player.setAutoAdvance} />
          <Label htmlFor={`${id}-auto`}>Auto-play next</Label>
        </div>
        <span className="text-sm text-slate-500">
          {items.length} {items.length === 1 ? 'episode' : 'episodes'}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                const ids = items.map((item) => item.id);
                toast({
                  title: 'Playlist cleared',
                  description: `${ids.length} ${ids.length === 1 ? 'episode' : 'episodes'} removed`,
                  action: (
                    <ToastAction altText="Put the playlist back" onClick={() => restore.mutate(ids)}>
                      Undo
                    </ToastAction>
                  ),
                });
              },
              onError: () => toast({ title: 'Failed to clear playlist', variant: 'destructive' }),
            })
          }
        >
          <Trash2 />
          Clear All
        </Button>
      </Card>
      <div className="space-y-3">
        {items.map((item, i) => (
          <PlaylistItemRow
            key={item.id}
            item={item}
            number={i + 1}
            isCurrent={playingHere === item.id}
            isPlaying={playingHere === item.id && player.isPlaying}
            onPlay={() => player.play(item, { queue: items, playlist: true })}
            onPause={player.pause}
          />
        ))}
      </div>
    </div>
  );
}
