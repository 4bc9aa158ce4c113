import { Calendar, Clock, Mic2, Sparkles, User } from 'lucide-react';
import type { SearchResult } from '../../../common/api/search';
import { MATCHED_TOPICS_MAX } from '../../../common/constants';
import { Artwork } from '../../components/ui/artwork';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { MetaLine } from '../../components/ui/meta-line';
import { formatRelativeDate } from '../../lib/format';
import { cn } from '../../lib/utils';
import { EpisodeActions } from './episode-actions';
import { formatDuration, matchVariant } from './episode-format';

export type ResultsView = 'list' | 'grid';

/** One search result: what it is, how well and why it matched, and what can be done with it. */
export function EpisodeCard({
  episode,
  view,
  highlighted,
}: {
  episode: SearchResult;
  view: ResultsView;
  highlighted: boolean;
}) {
  const duration = formatDuration(episode.duration);
  const published = formatRelativeDate(episode.publishDate);
  const percent = Math.round(episode.relevanceScore * 100);
  return (
    <Card
      id={`episode-${episode.id}`}
      role="article"
      aria-label={episode.title}
      data-highlighted={highlighted || undefined}
      className={cn(
        'scroll-mt-24 overflow-hidden transition-all duration-300',
        highlighted && 'ring-4 ring-brand-500 ring-offset-2',
        view === 'list' ? 'flex flex-col sm:flex-row' : 'flex flex-col',
      )}
    >
      <div
        className={cn(
          'relative shrink-0 bg-slate-100',
          view === 'list' ? 'h-40 sm:h-auto sm:w-44' : 'aspect-[16/9] w-full',
        )}
      >
        <Artwork
          sources={[episode.thumbnailUrl, episode.showImageUrl]}
          className="absolute inset-0 size-full object-cover"
          fallback={
            <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-100 to-violet-100 text-brand-500">
              <Mic2 aria-hidden="true" className="size-10" />
            </div>
          }
        />
        <Badge variant={matchVariant(episode.relevanceScore)} className="absolute top-2 left-2 shadow-sm">
          {percent}% match
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-4">
        <div>
          <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900">{episode.title}</h3>
          <p className="mt-0.5 truncate text-sm font-medium text-brand-700">{episode.podcastShow}</p>
        </div>
        <MetaLine
          items={[
            { icon: User, text: episode.host },
            { icon: Clock, text: duration },
            { icon: Calendar, text: published },
          ]}
        />
        {episode.description && <p className="line-clamp-2 text-sm text-slate-600">{episode.description}</p>}
        {episode.aiExplanation && (
          <div className="rounded-lg border border-brand-100 bg-brand-50/60 p-2.5 text-sm text-slate-700">
            <p className="flex items-start gap-1.5">
              <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-600" />
              <span>{episode.aiExplanation}</span>
            </p>
          </div>
        )}
        {episode.matchedTopics.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Matched topics">
            {episode.matchedTopics.slice(0, MATCHED_TOPICS_MAX).map((t) => (
              <li key={t}>
                <Badge variant="secondary">{t}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-1">
          <EpisodeActions episode={episode} />
        </div>
      </div>
    </Card>
  );
}
