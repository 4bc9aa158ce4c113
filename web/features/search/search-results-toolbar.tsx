import { LayoutGrid, List, RotateCcw, Save } from 'lucide-react';
import type { SearchResult } from '../../../common/api/search';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { cn } from '../../lib/utils';
import type { ResultsView } from './episode-card';

export type ResultsSort = 'relevance' | 'date' | 'duration';

type Props = {
  /** In similar mode: the reference episode's title, or the start of the description given. */
  likeTitle?: string;
  criteria: string;
  /** The criteria as the server searched them, when it respelled a show name's typo or joined a split word. */
  respelled?: string;
  /** Searches again for the criteria as typed (in quotes, which the server takes as written). */
  onSearchAsTyped?: () => void;
  show: string | null;
  results: SearchResult[];
  totalFound: number;
  sort: ResultsSort;
  onSort: (sort: ResultsSort) => void;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  onJump: (episodeId: string) => void;
  onSaveAgain: () => void;
  savingAgain: boolean;
  onClear: () => void;
};

/** Criteria in quotes, once: a search for words in quotes (taken as written) is not quoted twice. */
const quoted = (criteria: string) => (/^".*"$/.test(criteria.trim()) ? criteria.trim() : `"${criteria}"`);

/** Results header: the count and criteria, Jump to episode (one show), Save Again, Clear, sort, view. */
export function SearchResultsToolbar(p: Props) {
  const count = Math.max(p.totalFound, p.results.length);
  const searched = quoted(p.respelled ?? p.criteria);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
            {p.likeTitle !== undefined
              ? `Found ${count} ${count === 1 ? 'episode' : 'episodes'} like "${p.likeTitle}"`
              : count === 1
                ? `Found 1 episode for ${searched}`
                : `Found ${count} episodes for ${searched}`}
            {p.show ? ` in ${p.show}` : ''}
          </h2>
          {p.respelled && (
            <p className="mt-1 text-sm text-slate-600">
              Showing results for "{p.respelled}", as the catalog spells it, instead of "{p.criteria}".{' '}
              {p.onSearchAsTyped && (
                <button
                  type="button"
                  onClick={p.onSearchAsTyped}
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  Search for "{p.criteria}" as typed
                </button>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={p.onSaveAgain} disabled={p.savingAgain || !p.criteria}>
            <Save />
            Save Again
          </Button>
          <Button variant="outline" size="sm" onClick={p.onClear}>
            <RotateCcw />
            Clear
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {p.show && p.results.length > 0 && (
          <Select value="" onValueChange={p.onJump}>
            <SelectTrigger aria-label="Jump to episode" className="w-full sm:w-72">
              <SelectValue placeholder="Jump to episode..." />
            </SelectTrigger>
            <SelectContent>
              {p.results.map((r) => (
                <SelectItem key={r.id} value={r.id}>
                  {r.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        <div className="ml-auto flex items-center gap-2">
          <Select value={p.sort} onValueChange={(v) => p.onSort(v as ResultsSort)}>
            <SelectTrigger aria-label="Sort results" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="relevance">Most relevant</SelectItem>
              <SelectItem value="date">Newest first</SelectItem>
              <SelectItem value="duration">Longest first</SelectItem>
            </SelectContent>
          </Select>
          {/* biome-ignore lint/a11y/useSemanticElements: a segmented control of toggle buttons, not a form fieldset */}
          <div
            className="flex rounded-lg border border-slate-200 bg-white p-0.5"
            role="group"
            aria-label="Results view"
          >
            {(
              [
                ['list', List, 'List view'],
                ['grid', LayoutGrid, 'Grid view'],
              ] as const
            ).map(([v, Icon, label]) => (
              <button
                key={v}
                type="button"
                aria-label={label}
                aria-pressed={p.view === v}
                onClick={() => p.onView(v)}
                className={cn(
                  'rounded-md p-1.5 text-slate-500 transition-colors hover:text-slate-900',
                  p.view === v && 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Sorted copy of the loaded results; relevance keeps the server's ranking. */
export function sortResults(results: SearchResult[], sort: ResultsSort): SearchResult[] {
  if (sort === 'relevance') return results;
  const copy = [...results];
  if (sort === 'date') copy.sort((a, b) => Date.parse(b.publishDate ?? '') - Date.parse(a.publishDate ?? '') || 0);
  else copy.sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0));
  return copy;
}
