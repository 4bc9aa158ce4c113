import { useQueryClient } from '@tanstack/react-query';
import { Library, SearchX, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isUuid } from '../../../common/api/ids';
import { JUMP_HIGHLIGHT_MS, LOAD_MORE_AT } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useInView } from '../../lib/use-in-view';
import { cn } from '../../lib/utils';
import { usePlayer } from '../player/api';
import { cachedEpisode, type SearchOutcome } from './api';
import { EpisodeCard, type ResultsView } from './episode-card';
import { activeFilters, chosenShow } from './search-form-values';
import { type ResultsSort, SearchResultsToolbar, sortResults } from './search-results-toolbar';

type Props = {
  outcome: SearchOutcome;
  onLoadMore: () => void;
  loadingMore: boolean;
  onSaveAgain: () => void;
  savingAgain: boolean;
  onClear: () => void;
  onSearchAsTyped?: () => void;
};

export function NoRelevantContent({
  message,
  filters = [],
  catalogEmpty = false,
}: {
  message?: string;
  filters?: string[];
  catalogEmpty?: boolean;
}) {
  if (catalogEmpty) {
    return (
      <EmptyState
        icon={Library}
        title="Nothing to search yet"
        text="Follow podcasts under My Creators and their episodes become searchable here."
        action={
          <Button asChild size="sm">
            <Link href="/creators">Go to My Creators</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title="No Relevant Content Found"
      text={
        <>
          {message && !message.startsWith('No Relevant Content Found') && <span className="mb-2 block">{message}</span>}
          {filters.length > 0 && (
            <span className="mb-2 block font-medium text-slate-700">Filters on: {filters.join(', ')}</span>
          )}
          <span className="block">Try:</span>
          <ul className="mt-1 list-inside list-disc text-left">
            <li>Using broader search terms</li>
            <li>Checking the show name spelling</li>
            <li>Lowering the relevance threshold</li>
            <li>Searching all shows</li>
            {filters.length > 0 && <li>Clearing the filters</li>}
          </ul>
        </>
      }
    />
  );
}

const REFERENCE_LABEL_CHARS = 60;
/** The floating clear button's top, from the bottom of the window, with the player bar shown on a phone. */
const CLEAR_BUTTON_CLEARANCE_PX = 208;

/** What a similar search was like: the reference episode's title, else the description's start. */
function useReferenceTitle(outcome: SearchOutcome): string | undefined {
  const qc = useQueryClient();
  if (outcome.request.searchMode !== 'similar') return undefined;
  const reference = outcome.request.referenceEpisode?.trim() || outcome.request.searchCriteria?.trim() || '';
  const episode = cachedEpisode(qc, reference);
  if (episode) return episode.title;
  if (isUuid(reference)) return 'the episode you chose';
  return reference.length > REFERENCE_LABEL_CHARS
    ? `${reference.slice(0, REFERENCE_LABEL_CHARS).trimEnd()}…`
    : reference;
}

/** The results area: header and tools, the cards, Load More, and the floating clear button. */
export function SearchResults({
  outcome,
  onLoadMore,
  loadingMore,
  onSaveAgain,
  savingAgain,
  onClear,
  onSearchAsTyped,
}: Props) {
  const [sort, setSort] = useState<ResultsSort>('relevance');
  const [view, setView] = useState<ResultsView>('list');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const jump = (id: string) => {
    document.getElementById(`episode-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setHighlighted(id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(null), JUMP_HIGHLIGHT_MS);
  };

  const criteria = outcome.request.searchCriteria ?? '';
  const likeTitle = useReferenceTitle(outcome);
  const playerShown = usePlayer().current !== null;
  // On a phone the floating clear button shows while the results are on screen above it, not over the form.
  const section = useRef<HTMLElement>(null);
  const resultsInView = useInView(section, CLEAR_BUTTON_CLEARANCE_PX);
  const show = chosenShow(outcome.request.podcastShow);
  const results = sortResults(outcome.results, sort);

  return (
    <section ref={section} aria-label="Search results" className="space-y-4">
      <SearchResultsToolbar
        criteria={criteria}
        respelled={outcome.respelledCriteria}
        onSearchAsTyped={onSearchAsTyped}
        likeTitle={likeTitle}
        show={show}
        results={outcome.results}
        totalFound={outcome.totalFound}
        sort={sort}
        onSort={setSort}
        view={view}
        onView={setView}
        onJump={jump}
        onSaveAgain={onSaveAgain}
        savingAgain={savingAgain}
        onClear={onClear}
      />
      {results.length === 0 ? (
        <NoRelevantContent
          message={outcome.message}
          filters={activeFilters(outcome.request).map((f) => f.label)}
          catalogEmpty={outcome.catalogEmpty}
        />
      ) : (
        <div className={cn(view === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-4')}>
          {results.map((r) => (
            <EpisodeCard key={r.id} episode={r} view={view} highlighted={highlighted === r.id} />
          ))}
        </div>
      )}
      {outcome.results.length >= LOAD_MORE_AT && (
        <div className="flex justify-center pt-2">
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore || !outcome.hasMore}>
            {loadingMore && <Spinner className="size-4" />}
            Load More Results
          </Button>
        </div>
      )}
      {outcome.results.length > 0 && (
        <button
          type="button"
          onClick={onClear}
          aria-label="Clear results"
          className={cn(
            'fixed left-4 z-30 flex size-12 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-colors hover:bg-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 sm:left-3',
            // Level with the assistant's button across the page, and above the player bar
            // (two rows high on a phone) when it shows.
            playerShown ? 'bottom-41 sm:bottom-29' : 'bottom-5 sm:bottom-7',
            // A phone has no margin beside the form for it: it waits for the results.
            !resultsInView && 'hidden sm:flex',
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </section>
  );
}
