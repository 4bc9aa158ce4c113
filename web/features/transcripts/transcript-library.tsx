import { FileText, MessageSquare } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Episode } from '../../../common/api/episodes';
import { LIBRARY_GROUP_LIMIT } from '../../../common/constants';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useLibraryEpisodes } from './api';
import { groupLibrary, type LibraryGroupKey } from './library-groups';

const GROUPS: {
  key: LibraryGroupKey;
  title: string;
  empty: string;
  variant: 'success' | 'default' | 'warning' | 'secondary';
}[] = [
  { key: 'withTranscript', title: 'With Transcript', empty: 'No fetched transcripts yet.', variant: 'success' },
  { key: 'manual', title: 'Manual Uploads', empty: 'No uploaded transcripts yet.', variant: 'default' },
  { key: 'generated', title: 'Auto-Generated', empty: 'No generated transcripts yet.', variant: 'warning' },
  {
    key: 'ready',
    title: 'Ready for Processing',
    empty: 'Every episode has a transcript.',
    variant: 'secondary',
  },
];

function EpisodeRow({ episode, chat }: { episode: Episode; chat: boolean }) {
  return (
    <li className="flex items-center justify-between gap-2 py-1.5">
      <div className="min-w-0">
        <p className="truncate text-sm text-slate-800">{episode.title}</p>
        <p className="truncate text-xs text-slate-500">{episode.podcastShow}</p>
      </div>
      {chat && (
        <Link
          href={`/conversation/podcast/${episode.id}`}
          className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
          aria-label={`Chat about ${episode.title}`}
        >
          <MessageSquare aria-hidden="true" className="size-4" />
        </Link>
      )}
    </li>
  );
}

/** Episodes by transcript state, 10 shown per group. */
export function TranscriptLibrary() {
  const episodes = useLibraryEpisodes();
  const groups = useMemo(() => groupLibrary(episodes.data ?? []), [episodes.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-4 text-brand-600" />
          Transcript Library
        </CardTitle>
        <CardDescription>
          Every episode by where its transcript came from, or whether it still needs one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {episodes.isPending ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : episodes.isError ? (
          <p className="text-sm text-red-700">Failed to load episodes</p>
        ) : (
          <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
            {GROUPS.map((g) => {
              const list = groups[g.key];
              return (
                <section key={g.key} aria-label={g.title} className="min-w-0">
                  <h4 className="mb-1 flex items-center gap-2 text-sm font-semibold text-slate-900">
                    {g.title}
                    <Badge variant={g.variant}>{list.length}</Badge>
                  </h4>
                  {list.length === 0 ? (
                    <p className="text-xs text-slate-500">{g.empty}</p>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {list.slice(0, LIBRARY_GROUP_LIMIT).map((ep) => (
                        <EpisodeRow key={ep.id} episode={ep} chat={g.key !== 'ready'} />
                      ))}
                    </ul>
                  )}
                  {list.length > LIBRARY_GROUP_LIMIT && (
                    <p className="mt-1 text-xs text-slate-500">and {list.length - LIBRARY_GROUP_LIMIT} more</p>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
