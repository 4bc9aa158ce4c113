import { Check, Mic2, Plus, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { reasonOf } from '../../lib/api';
import { plural } from '../../lib/format';
import { type CreatorDirectoryResult, useCreatorDirectory } from './api';

/** Find a podcast by name in the public directory and follow it. */
export function DirectorySearch({
  isAdded,
  onAdd,
  pendingName,
}: {
  isAdded: (name: string, url: string) => boolean;
  onAdd: (result: CreatorDirectoryResult) => void;
  pendingName?: string;
}) {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const results = useCreatorDirectory(term);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTerm(draft.trim());
  };

  return (
    <div className="grid gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark */}
      <form onSubmit={submit} role="search" className="flex gap-2">
        <Input
          aria-label="Podcast name"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search podcasts by name"
        />
        <Button type="submit" variant="secondary" disabled={draft.trim().length < 2}>
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {results.isFetching && (
        <div className="grid gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {results.isError && <p className="text-sm text-red-600">{reasonOf(results.error)}</p>}
      {results.data && !results.isFetching && results.data.length === 0 && (
        <p className="py-4 text-center text-sm text-slate-500">No podcasts found for "{term}".</p>
      )}
      {results.data && results.data.length > 0 && !results.isFetching && (
        <ul
          aria-label="Directory results"
          className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200"
        >
          {results.data.map((r) => {
            const added = isAdded(r.name, r.feedUrl);
            return (
              <li key={r.feedUrl} className="flex items-center gap-3 p-3">
                {r.imageUrl ? (
                  <img src={r.imageUrl} alt="" className="size-10 shrink-0 rounded-lg object-cover" loading="lazy" />
                ) : (
                  <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
                    <Mic2 aria-hidden="true" className="size-5" />
                  </div>
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{r.name}</p>
                  <p className="truncate text-xs text-slate-500">
                    {[r.author, r.episodeCount != null ? plural(r.episodeCount, 'episode') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {added ? (
                  <Button size="sm" variant="secondary" disabled>
                    <Check aria-hidden="true" />
                    Already added
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Add ${r.name}`}
                    disabled={pendingName === r.name}
                    onClick={() => onAdd(r)}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
