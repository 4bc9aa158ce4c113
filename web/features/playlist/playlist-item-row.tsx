import { Clock, MessageSquare, Pause, Play, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { PlaylistItem } from '../../../common/api/playlist';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/utils';
import { useRemoveFromPlaylist } from './api';

type Props = {
  item: PlaylistItem;
  number: number;
  isCurrent: boolean;
  isPlaying: boolean;
  onPlay: () => void;
  onPause: () => void;
};

export function PlaylistItemRow({ item, number, isCurrent, isPlaying, onPlay, onPause }: Props) {
  const remove = useRemoveFromPlaylist();
  return (
    <Card
      role="article"
      aria-label={item.title}
      aria-current={isCurrent || undefined}
      className={cn('flex items-start gap-3 p-4 transition-colors', isCurrent && 'border-brand-500 bg-brand-50/60')}
    >
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          isCurrent ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
        )}
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-semibold leading-snug">{item.title}</h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <span className="truncate">{item.podcastShow}</span>
          {item.duration != null && (
            <span className="flex items-center gap-1 text-xs">
              <Clock aria-hidden="true" className="size-3.5" />
              {item.duration} min
            </span>
          )}
          {isCurrent && (
            <span className="text-xs font-medium text-brand-700">{isPlaying ? 'Now playing' : 'Paused'}</span>
          )}
        </p>
        {item.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.description}</p>}
        <div className="mt-3 flex flex-wrap gap-1.5">
          {isCurrent && isPlaying ? (
            <Button size="sm" onClick={onPause} aria-label={`Pause ${item.title}`}>
              <Pause />
              Pause
            </Button>
          ) : (
            <Button size="sm" onClick={onPlay} aria-label={`Play ${item.title}`}>
              <Play />
              Play
            </Button>
          )}
          {item.hasTranscript && (
            <Button size="sm" variant="secondary" asChild>
              <Link href={`/conversation/podcast/${item.id}`}>
                <MessageSquare />
                Chat
              </Link>
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(item.id, { onError: () => toast({ title: 'Failed to remove', variant: 'destructive' }) })
            }
          >
            <Trash2 />
            Remove
          </Button>
        </div>
      </div>
    </Card>
  );
}
