import { CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import type { BatchResponse } from '../../../common/api/transcripts';

/** A batch's progress bar, message and per-episode results. */
export function BatchProgress({ batch }: { batch: BatchResponse }) {
  const percent =
    batch.total > 0 ? Math.round((batch.processed / batch.total) * 100) : batch.state === 'completed' ? 100 : 0;
  const running = batch.state === 'queued' || batch.state === 'running';
  return (
    <div className="space-y-3" data-testid="batch-progress">
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>{running ? `Processing ${batch.processed} of ${batch.total || '…'}` : batch.message}</span>
          <span>{batch.successful} found</span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Batch progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {batch.results.length > 0 && (
        <ul className="max-h-60 space-y-1.5 overflow-y-auto text-sm">
          {batch.results.map((r) => (
            <li key={r.episodeId} className="flex items-start gap-2">
              {r.success ? (
                <CheckCircle2 aria-label="Found" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <XCircle aria-label="Not found" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              )}
              <div className="min-w-0">
                <p className="truncate text-slate-800">{r.title}</p>
                <p className="text-xs text-slate-500">
                  {r.success ? `${r.transcriptLength.toLocaleString()} characters` : (r.error ?? 'No transcript')}
                  {r.sourceUrl && (
                    <a
                      href={r.sourceUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="ml-2 inline-flex items-center gap-0.5 text-brand-600 hover:underline"
                    >
                      source <ExternalLink aria-hidden="true" className="size-3" />
                    </a>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
