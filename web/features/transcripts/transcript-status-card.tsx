import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAdminStatus } from '../admin/api';
import { useLibraryEpisodes } from './api';

/** How much of the catalog can be chatted with. */
export function TranscriptStatusCard() {
  // The database's own counts (the same as in API Status); the listed episodes only when those
  // cannot be read, e.g. before the admin token is given.
  const status = useAdminStatus();
  const counts = status.data?.database;
  const library = useLibraryEpisodes();
  const isPending = counts ? false : status.isPending || library.isPending;
  const isError = !counts && status.isError && library.isError;
  const total = counts ? counts.totalEpisodes : (library.data?.length ?? 0);
  const withTranscript = counts
    ? counts.episodesWithTranscripts
    : (library.data?.filter((e) => e.hasTranscript).length ?? 0);
  const coverage = total ? Math.round((withTranscript / total) * 100) : 0;
  const stats = [
    { label: 'Episodes', value: total.toLocaleString() },
    { label: 'With transcripts', value: withTranscript.toLocaleString() },
    { label: 'Without', value: (total - withTranscript).toLocaleString() },
    { label: 'Coverage', value: `${coverage}%` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 aria-hidden="true" className="size-4 text-brand-600" />
          Transcript Status
        </CardTitle>
        <CardDescription>Episodes need a transcript before listeners can chat with them.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-red-700">Failed to load episodes</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">{s.label}</dt>
                <dd className="text-xl font-bold text-slate-900">{isPending ? '…' : s.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${coverage}%` }} />
        </div>
      </CardContent>
    </Card>
  );
}
