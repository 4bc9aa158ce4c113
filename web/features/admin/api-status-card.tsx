import { Activity, Database, RefreshCw, Sparkles } from 'lucide-react';
import type { AdminStatus } from '../../../common/api/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { isUnauthorized, useAdminStatus, useTestApis } from './api';
import { ProviderStatusRow } from './provider-status-row';

function DatabaseRow({ database }: { database: AdminStatus['database'] }) {
  const connected = database.status === 'connected';
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4" data-testid="database-status">
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Database aria-hidden="true" className="size-4 text-slate-500" />
          Database
        </h4>
        <Badge variant={connected ? 'success' : 'danger'}>{connected ? 'Connected' : 'Error'}</Badge>
      </div>
      <p className="text-sm text-slate-600">{database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'}</p>
      {connected ? (
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div>
            <dt className="text-xs text-slate-500">Episodes</dt>
            <dd className="text-lg font-semibold text-slate-900">{database.totalEpisodes}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">With transcripts</dt>
            <dd className="text-lg font-semibold text-slate-900">{database.episodesWithTranscripts}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Coverage</dt>
            <dd className="text-lg font-semibold text-slate-900">{Math.round(database.coverage)}%</dd>
          </div>
        </dl>
      ) : (
        database.errorMessage && <p className="break-words text-xs text-red-700">{database.errorMessage}</p>
      )}
    </div>
  );
}

/** How far the catalog is embedded for search by meaning; search stays lexical for the rest. */
function SearchMeaningRow({ search }: { search: AdminStatus['search'] }) {
  const done = search.totalEpisodes > 0 && search.embeddedEpisodes >= search.totalEpisodes;
  return (
    <p className="text-sm text-slate-600 md:col-span-3" data-testid="search-meaning-status">
      <Sparkles aria-hidden="true" className="mr-1.5 inline size-4 text-slate-500" />
      Search by meaning: {search.embeddedEpisodes.toLocaleString()} of {search.totalEpisodes.toLocaleString()} episodes
      embedded{done ? '' : ' (the rest are found by their words until then)'}. Model {search.model}. {search.index}.
    </p>
  );
}

/** 'API Status and Quota Monitoring': providers and database, polled every 30 s, tested on demand. */
export function ApiStatusCard() {
  const status = useAdminStatus();
  const test = useTestApis();
  const runTest = () =>
    test.mutate(undefined, {
      onError: (err) => toast({ title: 'API Test Failed', description: reasonOf(err), variant: 'destructive' }),
    });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            <Activity aria-hidden="true" className="size-4 text-brand-600" />
            API Status and Quota Monitoring
          </CardTitle>
          <CardDescription>
            The AI provider, speech to text and the database. Refreshed every 30 seconds.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={runTest} disabled={test.isPending}>
          {test.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Test APIs
        </Button>
      </CardHeader>
      <CardContent>
        {status.data ? (
          <div className="grid gap-3 md:grid-cols-3">
            <ProviderStatusRow label="AI provider" status={status.data.openai} />
            <ProviderStatusRow label="Speech to text" status={status.data.transcription} />
            <DatabaseRow database={status.data.database} />
            <SearchMeaningRow search={status.data.search} />
          </div>
        ) : status.isError ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700" role="alert">
            {isUnauthorized(status.error) ? 'Enter the admin token to see the status.' : 'Failed to load API status'}
          </p>
        ) : (
          <div className="grid gap-3 md:grid-cols-3" role="status" aria-label="Loading">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
