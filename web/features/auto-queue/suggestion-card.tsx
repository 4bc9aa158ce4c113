import { MessageSquare, Play, RefreshCw, Search, Sparkles, X } from 'lucide-react';
import { Link } from 'wouter';
import type { Suggestion } from '../../../common/api/auto-queue';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { usePlayer } from '../player/api';
import { fetchEpisode, useMarkUsed } from './api';
import { formatRelevance, relevanceVariant } from './relevance';

function researchHref(s: Suggestion) {
  const params = new URLSearchParams({ q: s.nextEpisode.title, show: s.nextEpisode.podcastShow });
  return `/search?${params}`;
}

type Props = { suggestions: Suggestion[]; onClear: () => void; onDifferent: () => void; busy: boolean };

/** The next-episode suggestion, its actions, and the rest of the queue as a preview. */
export function SuggestionCard({ suggestions, onClear, onDifferent, busy }: Props) {
  const player = usePlayer();
  const markUsed = useMarkUsed();
  const [main, ...rest] = suggestions;
  const next = main.nextEpisode;

  const playNext = async () => {
    try {
      const episodes = await Promise.all(suggestions.map((s) => fetchEpisode(s.nextEpisode.id)));
      if (player.play(episodes[0], { queue: episodes })) markUsed.mutate(next.id);
    } catch {
      toast({ title: 'Error', description: 'Failed to generate recommendation', variant: 'destructive' });
    }
  };

  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-brand-600 to-violet-600 p-5 text-white">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase text-white/80">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Up next
        </p>
        <h3 className="mt-1.5 text-xl font-semibold leading-snug">{next.title}</h3>
        <p className="text-sm text-white/85">{next.podcastShow}</p>
      </div>
      <div className="space-y-4 p-5">
        <div className="flex items-start gap-3">
          <Badge
            variant={relevanceVariant(main.relevanceScore)}
            aria-label={`Relevance ${formatRelevance(main.relevanceScore)}`}
          >
            {formatRelevance(main.relevanceScore)}
          </Badge>
          <p className="text-sm text-slate-600">{main.reason}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={playNext}>
            <Play />
            Play Next
          </Button>
          {next.hasTranscript && (
            <Button variant="secondary" asChild>
              <Link href={`/conversation?contentId=${encodeURIComponent(next.id)}&contentType=podcast`}>
                <MessageSquare />
                Chat
              </Link>
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link href={researchHref(main)}>
              <Search />
              Research
            </Link>
          </Button>
          <Button variant="outline" onClick={onDifferent} disabled={busy}>
            <RefreshCw />
            Different
          </Button>
          <Button variant="ghost" onClick={onClear} disabled={busy}>
            <X />
            Clear
          </Button>
        </div>
        {rest.length > 0 && (
          <div>
            <h4 className="mb-2 text-sm font-semibold text-slate-700">Then in the queue</h4>
            <ol className="space-y-2">
              {rest.map((s, i) => (
                <li key={s.nextEpisode.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
                  <span className="text-sm font-semibold text-slate-500">{i + 2}</span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{s.nextEpisode.title}</p>
                    <p className="truncate text-xs text-slate-500">{s.nextEpisode.podcastShow}</p>
                  </div>
                  <Badge variant={relevanceVariant(s.relevanceScore)}>{formatRelevance(s.relevanceScore)}</Badge>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </Card>
  );
}
