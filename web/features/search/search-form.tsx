import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Search, SlidersHorizontal, Sparkles, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Episode } from '../../../common/api/episodes';
import { ALL_SHOWS, SEARCH_PLATFORMS } from '../../../common/api/search';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { cachedEpisode, useEpisodes, useShows } from './api';
import { SearchAdvancedFilters } from './search-advanced-filters';
import {
  activeFilters,
  DESCRIBE_OWN,
  EXAMPLE_SEARCHES,
  exampleValues,
  type SearchFormValues,
  validateSearch,
} from './search-form-values';

/** Above this many episodes the reference list gets a filter box. */
const REFERENCE_FILTER_FROM = 8;
/** Above this many shows the show list gets a filter box; it lists at most SHOWS_LISTED matches. */
const SHOW_FILTER_FROM = 12;
const SHOWS_LISTED = 50;

type Props = {
  values: SearchFormValues;
  onChange: (values: SearchFormValues) => void;
  onSubmit: (values: SearchFormValues) => void;
  searching: boolean;
};

/** The podcast search form: every control of spec §2, validated before it is handed up. */
export function SearchForm({ values, onChange, onSubmit, searching }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const shows = useShows();
  // The filter is by name, which takes in every feed of that name: each name is offered once.
  const showNames = [...new Set((shows.data ?? []).map((s) => s.name))];
  const [showFilter, setShowFilter] = useState('');
  const showWords = showFilter.toLowerCase().split(/\s+/).filter(Boolean);
  const matchingShows = showNames.filter((name) => showWords.every((w) => name.toLowerCase().includes(w)));
  const listedShows = matchingShows.slice(0, SHOWS_LISTED);
  const similar = values.searchMode === 'similar';
  const [referenceFilter, setReferenceFilter] = useState('');
  const episodes = useEpisodes(similar, referenceFilter);
  const latest = useEpisodes(similar);
  const filters = activeFilters(values);
  const qc = useQueryClient();
  const words = referenceFilter.toLowerCase().split(/\s+/).filter(Boolean);
  // Typing searches the whole catalog; the chosen episode always stays in the list.
  const [picked, setPicked] = useState<Episode | null>(null);
  const chosen =
    picked && picked.id === values.referenceEpisode
      ? picked
      : values.referenceEpisode
        ? cachedEpisode(qc, values.referenceEpisode)
        : undefined;
  const found = (episodes.data ?? []).filter((ep) =>
    words.every((w) => `${ep.title} ${ep.podcastShow}`.toLowerCase().includes(w)),
  );
  const referenceChoices = chosen && !found.some((ep) => ep.id === chosen.id) ? [chosen, ...found] : found;
  const set = (patch: Partial<SearchFormValues>) => {
    setError(null);
    onChange({ ...values, ...patch });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSearch(values);
    setError(problem);
    if (!problem) onSubmit(values);
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-label="Podcast search" className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-platform`}>Platform</Label>
            <Select value={values.platform} onValueChange={(platform) => set({ platform })}>
              <SelectTrigger id={`${id}-platform`} aria-label="Platform">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SEARCH_PLATFORMS.map((p) => (
                  <SelectItem key={p} value={p} disabled={p !== 'RSS'}>
                    {p === 'RSS' ? 'RSS feeds' : `${p} (coming soon)`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-show`}>Show</Label>
            <Select value={values.podcastShow} onValueChange={(podcastShow) => set({ podcastShow })}>
              <SelectTrigger id={`${id}-show`} aria-label="Show">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_SHOWS}>All shows</SelectItem>
                {/* The chosen show stays in the list whatever the filter says. */}
                {values.podcastShow !== ALL_SHOWS && !listedShows.includes(values.podcastShow) && (
                  <SelectItem value={values.podcastShow}>{values.podcastShow}</SelectItem>
                )}
                {listedShows.map((name) => (
                  <SelectItem key={name} value={name}>
                    {name}
                  </SelectItem>
                ))}
                {matchingShows.length > listedShows.length && (
                  <SelectItem value="__more" disabled>
                    {matchingShows.length - listedShows.length} more shows: filter by name to find one
                  </SelectItem>
                )}
                {showWords.length > 0 && matchingShows.length === 0 && (
                  <SelectItem value="__none" disabled>
                    No show name has "{showFilter.trim()}"
                  </SelectItem>
                )}
              </SelectContent>
            </Select>
            {(showNames.length > SHOW_FILTER_FROM || showFilter !== '') && (
              <Input
                type="search"
                aria-label="Filter shows"
                placeholder="Type to narrow the shows"
                value={showFilter}
                onChange={(e) => setShowFilter(e.target.value)}
              />
            )}
          </div>
        </div>

        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Search mode</legend>
          <div className="inline-flex rounded-lg bg-slate-100 p-1" role="radiogroup" aria-label="Search mode">
            {(
              [
                ['topic', 'By topic'],
                ['similar', 'Similar to an episode'],
              ] as const
            ).map(([mode, label]) => (
              // biome-ignore lint/a11y/useSemanticElements: a segmented control styled as buttons
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={values.searchMode === mode}
                onClick={() => set({ searchMode: mode })}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  values.searchMode === mode
                    ? 'bg-white text-slate-900 shadow-sm'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </fieldset>

        {similar && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-reference`}>Reference episode</Label>
            {((latest.data?.length ?? 0) > REFERENCE_FILTER_FROM || referenceFilter !== '') && (
              <Input
                type="search"
                aria-label="Filter reference episodes"
                placeholder="Type to find an episode by title or show"
                value={referenceFilter}
                onChange={(e) => setReferenceFilter(e.target.value)}
              />
            )}
            <Select
              value={values.referenceEpisode}
              onValueChange={(referenceEpisode) => {
                setPicked(referenceChoices.find((ep) => ep.id === referenceEpisode) ?? null);
                set({ referenceEpisode });
              }}
            >
              <SelectTrigger id={`${id}-reference`} aria-label="Reference episode">
                <SelectValue placeholder={episodes.isLoading ? 'Loading episodes...' : 'Choose an episode you liked'} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={DESCRIBE_OWN}>Describe your own...</SelectItem>
                {referenceChoices.map((ep) => (
                  <SelectItem key={ep.id} value={ep.id}>
                    {ep.title} — {ep.podcastShow}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {values.referenceEpisode === DESCRIBE_OWN && (
              <Textarea
                aria-label="Describe the episode you liked"
                placeholder="What did you like about it? Topics, guests, tone..."
                value={values.referenceDescription}
                onChange={(e) => set({ referenceDescription: e.target.value })}
                rows={3}
              />
            )}
          </div>
        )}

        <div className="space-y-1.5">
          <Label htmlFor={`${id}-criteria`}>
            {similar ? 'Also about (optional)' : 'What do you want to hear about?'}
          </Label>
          <Input
            id={`${id}-criteria`}
            value={values.searchCriteria}
            placeholder="e.g. how sleep affects memory"
            onChange={(e) => set({ searchCriteria: e.target.value })}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1 text-xs font-medium text-slate-500">
            <Sparkles aria-hidden="true" className="size-3.5" /> Try:
          </span>
          {EXAMPLE_SEARCHES.map((ex) => (
            <button
              key={ex.label}
              type="button"
              onClick={() => {
                setError(null);
                onChange(exampleValues(ex, values));
              }}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 text-xs text-slate-700 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700"
            >
              {ex.label}
            </button>
          ))}
        </div>

        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={advancedOpen}
            aria-controls={`${id}-advanced`}
            onClick={() => setAdvancedOpen((o) => !o)}
          >
            <SlidersHorizontal />
            {advancedOpen ? 'Hide advanced filters' : 'Advanced filters'}
          </Button>
          {advancedOpen && <SearchAdvancedFilters id={`${id}-advanced`} values={values} set={set} />}
          {!advancedOpen && filters.length > 0 && (
            <ul aria-label="Active filters" className="mt-2 flex flex-wrap items-center gap-2">
              {filters.map((f) => (
                <li key={f.key}>
                  <span className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-1 pl-3 text-xs font-medium text-brand-800">
                    {f.label}
                    <button
                      type="button"
                      aria-label={`Clear filter ${f.label}`}
                      onClick={() => set(f.reset)}
                      className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    >
                      <X aria-hidden="true" className="size-3.5" />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={searching}>
          {searching ? <Loader2 className="animate-spin" /> : <Search />}
          {searching ? 'Searching...' : 'Search Episodes'}
        </Button>
      </form>
    </Card>
  );
}
