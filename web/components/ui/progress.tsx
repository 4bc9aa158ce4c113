import { cn } from '../../lib/utils';

/** A thin progress bar, 0–100, named for screen readers. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
