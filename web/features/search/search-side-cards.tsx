import { Car, Music2 } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * Streaming-account integration: connecting a music account (and searching from what it plays)
 * needs a provider account on the server, which this installation does not have.
 */
export function StreamingAccountCard() {
  return (
    <Card className="p-5">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <Music2 aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">Streaming account</h3>
            <Badge variant="secondary">Not connected</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-500">
            Find episodes like the one you are playing on your streaming service. Not configured on this server yet.
          </p>
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
