import { Car, Music2 } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useStreamingStatus } from './streaming-api';

/**
 * Streaming-account integration: connect a music account to search from what it plays. Until the
 * server owner configures the provider the card says so.
 */
export function StreamingAccountCard() {
  const status = useStreamingStatus();
  const configured = !!status.data?.configured;
  const connected = !!status.data?.connected;
  return (
    <Card className="p-5">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <Music2 aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">Streaming account</h3>
            {status.isLoading ? (
              <Spinner className="size-3.5" />
            ) : connected ? (
              <Badge variant="success">Connected</Badge>
            ) : (
              <Badge variant="secondary">Not connected</Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-500">
            Find episodes like the one you are playing on your streaming service.
            {!status.isLoading && !configured && ' Not configured on this server yet.'}
          </p>
          {configured && !connected && (
            <p className="mt-2 text-sm text-slate-600">
              The server is set up for a streaming account; connecting one from here is not available yet.
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

export function AutoSearchPromoCard() {
  return (
    <Card className="overflow-hidden border-0 bg-gradient-to-br from-brand-600 to-violet-600 p-5 text-white">
      <div className="flex items-start gap-3">
        <Car aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h3 className="font-semibold">Try Auto Search</h3>
          <p className="mt-1 text-sm text-white/85">Let Earshot pick the next episode for the road, hands-free.</p>
          <Button asChild size="sm" variant="secondary" className="mt-3">
            <Link href="/auto-queue">Open Auto-Queue</Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
