import { Sparkles } from 'lucide-react';

/** Full-screen notice while a search runs. */
export function SearchingOverlay() {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4 backdrop-blur-sm animate-fade-in"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-2xl">
        <div className="relative mx-auto mb-5 size-16">
          <div className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
          <Sparkles aria-hidden="true" className="absolute inset-0 m-auto size-6 text-brand-600" />
        </div>
        <h2 className="text-lg font-semibold text-slate-900">Analyzing Podcasts</h2>
        <p className="mt-1.5 text-sm text-slate-500">Using AI to find the best matches for your criteria...</p>
      </div>
    </div>
  );
}
