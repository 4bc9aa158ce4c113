import { Calendar, Clock, ExternalLink, ListPlus, MessageSquare, Play, Trash2, User } from 'lucide-react';
import { Link } from 'wouter';
import type { SavedEpisode } from '../../../common/api/saved';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { MetaLine } from '../../components/ui/meta-line';
import { toast } from '../../components/ui/use-toast';
import { formatRelativeDate } from '../../lib/format';
import { usePlayer } from '../player/api';
import { useAddToPlaylist } from '../playlist/api';
import { useRemoveSavedEpisode } from './api';

export function SavedCard({ episode }: { episode: SavedEpisode }) {
  const remove = useRemoveSavedEpisode();
  const addToPlaylist = useAddToPlaylist();
  const player = usePlayer();
  const published = formatRelativeDate(episode.publishDate);

  return (
    <Card role="article" aria-label={episode.title} className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900">{episode.title}</h3>
          <Badge className="mt-1.5 max-w-full truncate">{episode.podcastShow}</Badge>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${episode.title}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(episode.id, {
              onError: () => toast({ title: 'Failed to remove episode', variant: 'destructive' }),
            })
          }
        >
          <Trash2 />
        </Button>
      </div>
      <MetaLine
        className="mt-3"
        items={[
          { icon: Clock, text: episode.duration != null && `${episode.duration} min` },
          { icon: User, text: episode.host && `Host: ${episode.host}` },
          { icon: Calendar, text: published },
        ]}
      />
      {episode.description && <p className="mt-3 line-clamp-3 text-sm text-slate-600">{episode.description}</p>}
      <div className="mt-auto flex flex-wrap gap-1.5 pt-4">
        <Button size="sm" onClick={() => player.play(episode)} aria-label={`Play ${episode.title}`}>
          <Play />
          Play
        </Button>
        {episode.hasTranscript && (
          <Button size="sm" variant="secondary" asChild>
            <Link href={`/conversation/podcast/${episode.id}`}>
              <MessageSquare />
              Chat with Podcast
            </Link>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={addToPlaylist.isPending}
          onClick={() =>
            addToPlaylist.mutate(episode.id, {
              onSuccess: () => toast({ title: 'Added to playlist', description: episode.title, variant: 'success' }),
              onError: () =>
                toast({ title: 'Error', description: 'Failed to add to playlist', variant: 'destructive' }),
            })
          }
        >
          <ListPlus />
          Add to Playlist
        </Button>
        {episode.listenUrl && (
          <Button size="sm" variant="ghost" asChild>
            <a href={episode.listenUrl} target="_blank" rel="noreferrer">
              <ExternalLink />
              Listen
            </a>
          </Button>
        )}
      </div>
    </Card>
  );
}
