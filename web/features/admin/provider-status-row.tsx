import { AlertTriangle } from 'lucide-react';
import type { ProviderStatus } from '../../../common/api/admin';
import { Badge } from '../../components/ui/badge';
import { formatTimeAgo } from '../../lib/format';

export const QUOTA_WARNING =
  'Search still works with a text fallback, but AI analysis (conversation, similarity) is unavailable until credits are added or the quota resets.';

/** available and quota_exceeded are named; not_configured says so; anything else is an Error (spec §4). */
export function ProviderBadge({ status }: { status: string }) {
  if (status === 'available') return <Badge variant="success">Available</Badge>;
  if (status === 'quota_exceeded') return <Badge variant="warning">Quota Exceeded</Badge>;
  if (status === 'not_configured') return <Badge variant="secondary">Not Configured</Badge>;
  return <Badge variant="danger">Error</Badge>;
}

function providerName(p: ProviderStatus): string {
  const name =
    p.provider === 'local'
      ? 'Built-in (local)'
      : p.provider === 'none'
        ? 'None'
        : p.provider === 'openai'
          ? 'OpenAI-compatible'
          : p.provider;
  return p.model ? `${name} · ${p.model}` : name;
}

/** One provider: its state, which provider and model, the last check and what went wrong. */
export function ProviderStatusRow({ label, status }: { label: string; status: ProviderStatus }) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4" data-testid={`provider-${label}`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{label}</h4>
        <ProviderBadge status={status.status} />
      </div>
      <p className="text-sm text-slate-600">{providerName(status)}</p>
      {status.lastCheck && <p className="text-xs text-slate-500">Last checked {formatTimeAgo(status.lastCheck)}</p>}
      {status.status === 'quota_exceeded' && (
        <div className="flex gap-2 rounded-md bg-amber-50 p-2.5 text-xs text-amber-900" role="alert">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">Quota exceeded</p>
            <p>{QUOTA_WARNING}</p>
            {status.quotaReset && <p className="mt-1">Expected back {new Date(status.quotaReset).toLocaleString()}.</p>}
          </div>
        </div>
      )}
      {status.status === 'not_configured' && (
        <p className="text-xs text-slate-500">
          {status.errorMessage ?? 'No provider is set up; the built-in features are used.'}
        </p>
      )}
      {status.status === 'error' && status.errorMessage && (
        <p className="break-words text-xs text-red-700">{status.errorMessage}</p>
      )}
    </div>
  );
}
