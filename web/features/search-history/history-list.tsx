import { History, Mic2, Monitor, RotateCw, Search, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ALL_SHOWS } from '../../../common/api/search';
import type { SearchHistoryItem } from '../../../common/api/search-history';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { formatTimeAgo } from '../../lib/format';
import { storeRepeatSearch, useDeleteSearch, useSearchHistory } from './api';

function HistoryRow({ item }: { item: SearchHistoryItem }) {
  const [, navigate] = useLocation();
  const remove = useDeleteSearch();
  const show = item.podcastShow && item.podcastShow !== ALL_SHOWS ? item.podcastShow : 'All shows';
  return (
    <Card
      role="article"
      aria-label={item.searchCriteria}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{item.searchCriteria}</p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <span className="flex items-center gap-1">
            <Mic2 aria-hidden="true" className="size-3.5" />
            Show: {show}
          </span>
          <span className="flex items-center gap-1">
            <Monitor aria-hidden="true" className="size-3.5" />
            Platform: {item.platform || 'RSS'}
          </span>
          <span>{(item.timestamp && formatTimeAgo(item.timestamp)) || 'Recently'}</span>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => {
            storeRepeatSearch(item);
            navigate('/search');
          }}
        >
          <RotateCw />
          Repeat Search
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(item.id, {
              onError: () => toast({ title: 'Failed to delete search', variant: 'destructive' }),
            })
          }
        >
          <Trash2 />
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** Past searches, most recent first, each repeatable. */
export function HistoryList() {
  const history = useSearchHistory();
  if (history.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-500">
        <Spinner className="size-4" />
        Loading search history...
      </p>
    );
  }
  if (history.isError)
    return <EmptyState icon={History} title="Could not load search history" text={reasonOf(history.error)} />;
  const list = history.data ?? [];
  if (!list.length) {
    return (
      <EmptyState
        icon={History}
        title="No search history"
        text="Your searches will appear here so you can run them again."
        action={
          <Button asChild>
            <Link href="/search">
              <Search />
              Start Searching
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-600">
        {list.length} {list.length === 1 ? 'search' : 'searches'} in history
      </p>
      {list.map((item) => (
        <HistoryRow key={item.id} item={item} />
      ))}
    </div>
  );
}
