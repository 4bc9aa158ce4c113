import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { WithTooltip } from '../../components/ui/tooltip';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { plural } from '../../lib/format';
import { cn } from '../../lib/utils';
import { useSyncCreator } from './api';

export function SyncCreatorButton({ id, name, busy }: { id: string; name: string; busy: boolean }) {
  const sync = useSyncCreator();
  const run = () =>
    sync.mutate(id, {
      onSuccess: (result) =>
        toast({
          title: 'Sync complete',
          description:
            result.newEpisodes > 0
              ? `${plural(result.newEpisodes, 'new episode')} from ${name}`
              : `${name} is up to date`,
          variant: 'success',
        }),
      onError: (err) => toast({ title: 'Sync failed', description: reasonOf(err), variant: 'destructive' }),
    });
  const spinning = sync.isPending || busy;

  return (
    <WithTooltip label="Sync now">
      <Button variant="ghost" size="icon" aria-label={`Sync ${name}`} onClick={run} disabled={spinning}>
        <RefreshCw aria-hidden="true" className={cn(spinning && 'animate-spin')} />
      </Button>
    </WithTooltip>
  );
}
