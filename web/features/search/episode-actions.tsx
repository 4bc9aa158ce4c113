import { Bookmark, ExternalLink, ListPlus, ListVideo, MessageSquare, Play, Upload } from 'lucide-react';
import { Link } from 'wouter';
import type { SearchResult } from '../../../common/api/search';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useQueueEpisode } from '../auto-queue/api';
import { usePlayer } from '../player/api';
import { useAddToPlaylist } from '../playlist/api';
import { useSaveEpisode } from '../saved/api';

/** Save, playlist, queue, listen and chat for one result, each with the spec's failure toast. */
export function EpisodeActions({ episode }: { episode: SearchResult }) {
  const save = useSaveEpisode();
  const addToPlaylist = useAddToPlaylist();
  const queue = useQueueEpisode();
  const player = usePlayer();

  const onSave = () =>
    save.mutate(episode.id, {
      onSuccess: () => toast({ title: 'Saved for later', description: episode.title, variant: 'success' }),
      onError: () => toast({ title: 'Error', description: 'Failed to save episode', variant: 'destructive' }),
    });
  const onPlaylist = () =>
    addToPlaylist.mutate(episode.id, {
      onSuccess: () => toast({ title: 'Added to playlist', description: episode.title, variant: 'success' }),
      onError: () =>
        toast({ title: 'Playlist Error', description: 'Failed to add episode to playlist', variant: 'destructive' }),
    });
  const onQueue = () =>
    queue.mutate(episode.id, {
      onSuccess: (r) => toast({ title: 'Added to queue', description: r.message, variant: 'success' }),
      onError: () =>
        toast({ title: 'Queue Error', description: 'Failed to add episode to auto-queue', variant: 'destructive' }),
    });

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Button size="sm" onClick={() => player.play(episode)} aria-label={`Listen to ${episode.title}`}>
        <Play />
        Listen
      </Button>
      <Button size="sm" variant="outline" onClick={onSave} disabled={save.isPending}>
        <Bookmark />
        Save
      </Button>
      <Button size="sm" variant="outline" onClick={onPlaylist} disabled={addToPlaylist.isPending}>
        <ListPlus />
        Playlist
      </Button>
      <Button size="sm" variant="outline" onClick={onQueue} disabled={queue.isPending}>
        <ListVideo />
        Queue
      </Button>
      {episode.hasTranscript ? (
        <Button size="sm" variant="secondary" asChild>
          <Link href={`/conversation/podcast/${episode.id}`}>
            <MessageSquare />
            Chat
          </Link>
        </Button>
      ) : (
        <Button size="sm" variant="secondary" asChild title="Upload a transcript to chat with this episode">
          <Link href={`/admin?episodeId=${episode.id}`}>
            <Upload />
            Quick Add
          </Link>
        </Button>
      )}
      {episode.listenUrl && (
        <Button size="sm" variant="ghost" asChild>
          <a
            href={episode.listenUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={`Open ${episode.title} in a new tab`}
          >
            <ExternalLink />
          </a>
        </Button>
      )}
    </div>
  );
}
