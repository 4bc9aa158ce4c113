import { Car } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

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
