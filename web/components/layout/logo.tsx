import { AudioLines } from 'lucide-react';
import { Link } from 'wouter';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-violet-600 text-white shadow-sm">
        <AudioLines aria-hidden="true" className="size-4.5" />
      </span>
      {/* Between md and lg the seven links need the room; the name stays for screen readers. */}
      <span className="text-lg font-bold tracking-tight text-slate-900 md:max-lg:sr-only">Earshot</span>
    </Link>
  );
}
