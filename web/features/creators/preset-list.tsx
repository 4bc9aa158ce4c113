import { Check, Plus } from 'lucide-react';
import { PRESET_CREATORS } from '../../../common/api/creators';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\d]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** The seven preset shows with one-click add; a show already followed (same name) is disabled. */
export function PresetList({
  isAdded,
  onAdd,
  pendingName,
}: {
  isAdded: (name: string) => boolean;
  onAdd: (preset: (typeof PRESET_CREATORS)[number]) => void;
  pendingName?: string;
}) {
  return (
    <ul aria-label="Popular podcasts" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {PRESET_CREATORS.map((preset) => {
        const added = isAdded(preset.name);
        const pending = pendingName === preset.name;
        return (
          <li key={preset.name} className="flex items-center gap-3 p-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-100 to-violet-100 text-xs font-semibold text-brand-700"
            >
              {initials(preset.name)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{preset.name}</p>
              <p className="line-clamp-1 text-xs text-slate-500">{preset.description}</p>
            </div>
            {added ? (
              <Button size="sm" variant="secondary" disabled aria-label={`${preset.name}: Already added`}>
                <Check aria-hidden="true" />
                Already added
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                aria-label={`Add ${preset.name}`}
                onClick={() => onAdd(preset)}
              >
                {pending ? <Spinner /> : <Plus aria-hidden="true" />}
                Add
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
