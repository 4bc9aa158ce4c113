import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ALL_SHOWS, type SearchRequest } from '../../../common/api/search';
import { toast } from '../../components/ui/use-toast';
import { ApiError, reasonOf } from '../../lib/api';
import { takeRepeatSearch, useSaveSearch } from '../search-history/api';
import {
  clearStoredResults,
  restoreResults,
  runSearch,
  type SearchOutcome,
  storeResults,
  useSearchMutation,
} from './api';
import { SearchForm } from './search-form';
import { DEFAULT_FORM_VALUES, type SearchFormValues, toSearchRequest } from './search-form-values';
import { SearchResults } from './search-results';
import { AutoSearchPromoCard } from './search-side-cards';
import { SearchingOverlay } from './searching-overlay';
import { type CurrentlyPlaying, similarSearchTerms } from './streaming-api';
import { StreamingAccountCard, useNowPlayingChange } from './streaming-card';

function historyBody(request: SearchRequest) {
  const platform = (['RSS', 'Castbox', 'Spotify', 'Apple'] as const).find((p) => p === request.platform) ?? 'RSS';
  return { searchCriteria: request.searchCriteria ?? '', podcastShow: request.podcastShow ?? '', platform };
}

/**
 * The Podcast Search tab: form, side cards, overlay and results. Results are kept in session
 * storage and restored; a Repeat Search from the history prefills and runs once.
 */
export function PodcastSearchTab() {
  const [values, setValues] = useState<SearchFormValues>(DEFAULT_FORM_VALUES);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(() => restoreResults());
  const search = useSearchMutation();
  const more = useMutation({ mutationFn: runSearch });
  const saveSearch = useSaveSearch();
  const [, navigate] = useLocation();
  const query = useSearch();

  const run = (v: SearchFormValues, failure?: { title: string; description: string }) => {
    const request = toSearchRequest(v);
    search.mutate(request, {
      onSuccess: (res) => {
        const next: SearchOutcome = {
          request,
          results: res.results,
          totalFound: res.totalFound,
          hasMore: res.hasMore,
          message: res.message,
          catalogEmpty: res.catalogEmpty,
          respelledCriteria: res.respelledCriteria,
        };
        setOutcome(next);
        storeResults(next);
        // Every search lands in the history; an automatic save that fails stays silent (spec §4).
        if (request.searchCriteria) saveSearch.mutate(historyBody(request));
      },
      onError: (err) =>
        toast({
          ...(failure ?? {
            title: 'Search failed',
            description:
              err instanceof ApiError && reasonOf(err) ? reasonOf(err) : 'Please try again with different criteria',
          }),
          variant: 'destructive',
        }),
    });
  };

  /** Episodes like the one playing on the streaming account, with the spec's keyword rule. */
  const findSimilar = (playing: CurrentlyPlaying) => {
    const v: SearchFormValues = { ...DEFAULT_FORM_VALUES, searchCriteria: similarSearchTerms(playing) };
    setValues(v);
    toast({ title: 'Finding episodes like what you play', description: playing.episodeName });
    run(v, {
      title: 'Error',
      description: 'Auto-search failed: Unable to find similar content. Please try manual search.',
    });
  };
  useNowPlayingChange(findSimilar);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival
  useEffect(() => {
    const params = new URLSearchParams(query);
    const show = params.get('show');
    const streaming = params.get('streaming');
    if (streaming === 'connected') {
      toast({
        title: 'Spotify connected',
        description: 'Episodes like the one you play there will appear here.',
        variant: 'success',
      });
    } else if (streaming === 'failed') {
      toast({
        title: 'Connection Failed',
        description: 'Unable to connect to the streaming service. Please try again.',
        variant: 'destructive',
      });
    }
    if (params.has('q') || streaming) {
      params.delete('q');
      params.delete('streaming');
      params.delete('reason');
      const rest = params.toString();
      navigate(`/search${rest ? `?${rest}` : ''}`, { replace: true });
    }
    const repeat = takeRepeatSearch();
    if (repeat) {
      const v: SearchFormValues = {
        ...DEFAULT_FORM_VALUES,
        searchCriteria: repeat.criteria,
        podcastShow: repeat.show || ALL_SHOWS,
        platform: repeat.platform || 'RSS',
      };
      setValues(v);
      if (repeat.autoExecute && repeat.criteria.trim()) run(v);
    } else if (show) {
      setValues((v) => ({ ...v, podcastShow: show }));
    }
  }, []);

  const loadMore = () => {
    if (!outcome) return;
    more.mutate(
      { ...outcome.request, offset: outcome.results.length },
      {
        onSuccess: (res) => {
          const seen = new Set(outcome.results.map((r) => r.id));
          const next: SearchOutcome = {
            ...outcome,
            results: [...outcome.results, ...res.results.filter((r) => !seen.has(r.id))],
            totalFound: res.totalFound,
            hasMore: res.hasMore,
          };
          setOutcome(next);
          storeResults(next);
        },
        onError: (err) =>
          toast({
            title: 'Search failed',
            description: reasonOf(err) || 'Please try again with different criteria',
            variant: 'destructive',
          }),
      },
    );
  };

  const saveAgain = () => {
    if (!outcome) return;
    saveSearch.mutate(historyBody(outcome.request), {
      onSuccess: () =>
        toast({ title: 'Search saved', description: 'It is at the top of your history.', variant: 'success' }),
      onError: () => toast({ title: 'Failed to save search', variant: 'destructive' }),
    });
  };

  const clear = () => {
    setOutcome(null);
    clearStoredResults();
  };

  /** The last search again, its criteria in quotes: the server then takes them as written. */
  const searchAsTyped = () => {
    const typed = outcome?.request.searchCriteria?.replace(/"/g, '').trim();
    if (!typed) return;
    const v = { ...values, searchCriteria: `"${typed}"` };
    setValues(v);
    run(v);
  };

  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SearchForm values={values} onChange={setValues} onSubmit={run} searching={search.isPending} />
        </div>
        {/* On a phone the side cards move below the results, so results follow the form. */}
        <div className={outcome ? 'hidden space-y-4 lg:block' : 'space-y-4'}>
          <StreamingAccountCard onFindSimilar={findSimilar} />
          <AutoSearchPromoCard />
        </div>
      </div>
      {search.isPending && <SearchingOverlay />}
      {outcome && (
        <SearchResults
          outcome={outcome}
          onLoadMore={loadMore}
          loadingMore={more.isPending}
          onSaveAgain={saveAgain}
          savingAgain={saveSearch.isPending}
          onClear={clear}
          onSearchAsTyped={searchAsTyped}
        />
      )}
      {outcome && (
        // The room below lets the end of the page scroll clear of the floating clear button.
        <div className="space-y-4 pb-16 lg:hidden">
          <StreamingAccountCard onFindSimilar={findSimilar} />
          <AutoSearchPromoCard />
        </div>
      )}
    </div>
  );
}
