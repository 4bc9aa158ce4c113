import { ArrowDown, ArrowUp, ListOrdered, Play, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { usePlayer } from '../player/api';
import { useRemoveFromQueue, useReorderQueue, useWaitingQueue } from './api';

/** The waiting queue ("Your queue"): what plays next, in order; reorder it, take items out, or play it through. */
export function UpNextCard() {
  const queue = useWaitingQueue();
  const reorder = useReorderQueue();
  const remove = useRemoveFromQueue();
  const player = usePlayer();
  const items = queue.data ?? [];
  if (!items.length) return null;

  const move = (from: number, to: number) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    reorder.mutate(ids, {
      onError: (err) =>
        toast({ title: 'Could not reorder the queue', description: reasonOf(err), variant: 'destructive' }),
    });
  };
  const playable = items.filter((i) => i.audioUrl);

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <ListOrdered aria-hidden="true" className="size-4 text-brand-600" />
          Your queue ({items.length})
        </h2>
        <Button
          size="sm"
          disabled={!playable.length}
          onClick={() => playable[0] && player.play(playable[0], { queue: playable })}
        >
          <Play />
          Play queue
        </Button>
      </div>
      <ol aria-label="Your queue" className="divide-y divide-slate-100">
        {items.map((item, i) => (
          <li key={item.id} className="flex items-center gap-2 py-2">
            <span className="w-5 shrink-0 text-right text-sm text-slate-500 tabular-nums">{i + 1}</span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.title}</p>
              <p className="truncate text-xs text-slate-600">{item.podcastShow}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${item.title} up`}
              disabled={i === 0 || reorder.isPending}
              onClick={() => move(i, i - 1)}
            >
              <ArrowUp />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${item.title} down`}
              disabled={i === items.length - 1 || reorder.isPending}
              onClick={() => move(i, i + 1)}
            >
              <ArrowDown />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${item.title} from the queue`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onError: (err) => toast({ title: 'Error', description: reasonOf(err), variant: 'destructive' }),
                })
              }
            >
              <X />
            </Button>
          </li>
        ))}
      </ol>
    </Card>
  );
}
