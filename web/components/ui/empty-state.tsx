import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/utils';
import { Button } from './button';

/** The "nothing here yet" panel every list screen shows, in the spec's words. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center',
        className,
      )}
    >
      {Icon && (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {/* A div, not a p: the text may hold a list. */}
      {text && <div className="mt-1.5 max-w-md text-sm text-slate-500">{text}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** An empty list of the listener's own (saved, playlist): episodes are found through search. */
export function FindEpisodesEmptyState({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link href="/search">Find episodes</Link>
        </Button>
      }
    />
  );
}
