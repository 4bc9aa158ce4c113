import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

export type MetaItem = { icon: LucideIcon; text: ReactNode };

/** A card's small facts (host, length, date), each behind its icon; empty ones are left out. */
export function MetaLine({ items, className }: { items: MetaItem[]; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500', className)}>
      {items
        .filter((item) => item.text != null && item.text !== false && item.text !== '')
        .map(({ icon: Icon, text }, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's facts are a fixed list without ids
          <span key={i} className="flex items-center gap-1">
            <Icon aria-hidden="true" className="size-3.5" />
            {text}
          </span>
        ))}
    </div>
  );
}
