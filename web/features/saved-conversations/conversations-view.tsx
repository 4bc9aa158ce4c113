import { CalendarDays, type LucideIcon, MessagesSquare, Radio, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useSavedConversations } from './api';
import { ConversationCard } from './conversation-card';
import { conversationStats, filterConversations } from './conversation-filter';

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-5">
        <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
          <Icon aria-hidden="true" className="size-5" />
        </div>
        <div>
          <p className="text-xl font-bold text-slate-900 sm:text-2xl" data-testid={`stat-${label}`}>
            {value}
          </p>
          <p className="text-xs leading-tight text-slate-500 sm:text-sm">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function FindEpisodes() {
  return (
    <Button asChild>
      <Link href="/search">Find Episodes to Chat About</Link>
    </Button>
  );
}

/** Saved conversations (spec §2): search, stats and a card grid. */
export function ConversationsView() {
  const { data, isPending, isError, refetch } = useSavedConversations();
  const [term, setTerm] = useState('');
  const list = data ?? [];
  const shown = useMemo(() => filterConversations(list, term), [list, term]);
  const stats = useMemo(() => conversationStats(list), [list]);

  if (isPending) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-52" />
        <Skeleton className="h-52" />
        <Skeleton className="h-52" />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="Failed to load conversations"
        action={
          <Button variant="outline" onClick={() => refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="No saved conversations yet"
        text="Chat with an episode that has a transcript, then save the conversation to find it here."
        action={<FindEpisodes />}
      />
    );
  }
  return (
    <div className="space-y-6">
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search conversations..."
          aria-label="Search conversations"
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label="Total Conversations" value={stats.total} icon={MessagesSquare} />
        <StatCard label="This Week" value={stats.thisWeek} icon={CalendarDays} />
        <StatCard label="Different Shows" value={stats.shows} icon={Radio} />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={Search}
          title="No conversations match your search"
          text="Try another title, episode or show."
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <ConversationCard key={c.id} conversation={c} />
          ))}
        </div>
      )}
    </div>
  );
}
