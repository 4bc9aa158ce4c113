import {
  Bookmark,
  BookmarkCheck,
  ExternalLink,
  ListChecks,
  ListPlus,
  ListVideo,
  type LucideIcon,
  MessageSquare,
  Play,
  Upload,
} from 'lucide-react';
import { Link } from 'wouter';
import type { SearchResult } from '../../../common/api/search';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useQueueEpisode } from '../auto-queue/api';
import { usePlayer } from '../player/api';
import { useAddToPlaylist, usePlaylist, useRemoveFromPlaylist } from '../playlist/api';
import { useRemoveSavedEpisode, useSavedEpisodes, useSaveEpisode } from '../saved/api';

/** A button that says whether the episode is in a list (pressed) and, pressed again, takes it out. */
function MembershipButton(p: {
  member: boolean;
  label: [string, string];
  icon: [LucideIcon, LucideIcon];
  hint: string;
  onClick: () => void;
  busy: boolean;
}) {
  const Icon = p.icon[p.member ? 1 : 0];
  return (
    <Button
      size="sm"
      variant={p.member ? 'secondary' : 'outline'}
      aria-pressed={p.member}
      title={p.member ? p.hint : undefined}
      onClick={p.onClick}
      disabled={p.busy}
    >
      <Icon />
      {p.label[p.member ? 1 : 0]}
    </Button>
  );
}

/**
 * Save, playlist, queue, listen and chat for one result, each with the spec's failure toast.
 * Save and Playlist show whether the episode is already there; pressed again, they take it out.
 */
export function EpisodeActions({ episode }: { episode: SearchResult }) {
  const save = useSaveEpisode();
  const unsave = useRemoveSavedEpisode();
  const addToPlaylist = useAddToPlaylist();
  const removeFromPlaylist = useRemoveFromPlaylist();
  const queue = useQueueEpisode();
  const player = usePlayer();
  const isSaved = useSavedEpisodes().data?.some((e) => e.id === episode.id) ?? false;
  const inPlaylist = usePlaylist().data?.some((e) => e.id === episode.id) ?? false;

  const onSave = () =>
    isSaved
      ? unsave.mutate(episode.id, {
          onSuccess: () => toast({ title: 'Removed from Save for Later', description: episode.title }),
          onError: () => toast({ title: 'Error', description: 'Failed to remove episode', variant: 'destructive' }),
        })
      : save.mutate(episode.id, {
          onSuccess: () => toast({ title: 'Saved for later', description: episode.title, variant: 'success' }),
          onError: () => toast({ title: 'Error', description: 'Failed to save episode', variant: 'destructive' }),
        });
  const onPlaylist = () =>
    inPlaylist
      ? removeFromPlaylist.mutate(episode.id, {
          onSuccess: () => toast({ title: 'Removed from playlist', description: episode.title }),
          onError: () =>
            toast({
              title: 'Playlist Error',
              description: 'Failed to remove episode from playlist',
              variant: 'destructive',
            }),
        })
      : addToPlaylist.mutate(episode.id, {
          onSuccess: () => toast({ title: 'Added to playlist', description: episode.title, variant: 'success' }),
          onError: () =>
            toast({
              title: 'Playlist Error',
              description: 'Failed to add episode to playlist',
              variant: 'destructive',
            }),
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
      <MembershipButton
        member={isSaved}
        label={['Save', 'Saved']}
        icon={[Bookmark, BookmarkCheck]}
        hint="In Save for Later; press to remove it"
        onClick={onSave}
        busy={save.isPending || unsave.isPending}
      />
      <MembershipButton
        member={inPlaylist}
        label={['Playlist', 'In Playlist']}
        icon={[ListPlus, ListChecks]}
        hint="In your playlist; press to remove it"
        onClick={onPlaylist}
        busy={addToPlaylist.isPending || removeFromPlaylist.isPending}
      />
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
