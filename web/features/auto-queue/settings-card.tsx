import { Settings } from 'lucide-react';
import type { AutoQueueSettingsBody } from '../../../common/api/auto-queue';
import {
  AUTO_ADVANCE_DELAY_DEFAULT,
  AUTO_ADVANCE_DELAY_OPTIONS,
  AUTO_QUEUE_AUTOPLAY_DEFAULT,
  QUEUE_SIZE_DEFAULT,
  QUEUE_SIZE_OPTIONS,
} from '../../../common/constants';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useAutoQueueSettings, useSaveAutoQueueSettings } from './api';

/** Auto-play, queue size and auto-advance delay; each change is saved at once. */
export function SettingsCard() {
  const settings = useAutoQueueSettings();
  const save = useSaveAutoQueueSettings();
  const s = settings.data ?? {
    autoPlayEnabled: AUTO_QUEUE_AUTOPLAY_DEFAULT,
    queueSize: QUEUE_SIZE_DEFAULT,
    autoAdvanceDelay: AUTO_ADVANCE_DELAY_DEFAULT,
  };
  const change = (body: AutoQueueSettingsBody) =>
    save.mutate(body, { onError: () => toast({ title: 'Failed to save settings', variant: 'destructive' }) });

  return (
    <Card className="space-y-4 p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <Settings aria-hidden="true" className="size-4 text-slate-500" />
        Settings
      </h3>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="aq-autoplay">Auto-play next episode</Label>
        <Switch
          id="aq-autoplay"
          checked={s.autoPlayEnabled}
          disabled={settings.isLoading}
          onCheckedChange={(autoPlayEnabled) => change({ autoPlayEnabled })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="aq-size">Queue size</Label>
        <Select
          value={String(s.queueSize)}
          onValueChange={(v) => change({ queueSize: Number(v) })}
          disabled={settings.isLoading}
        >
          <SelectTrigger id="aq-size" aria-label="Queue size">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {QUEUE_SIZE_OPTIONS.map((n) => (
              <SelectItem key={n} value={String(n)}>
                {n} {n === 1 ? 'episode' : 'episodes'}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="aq-delay">Auto-advance delay</Label>
        <Select
          value={String(s.autoAdvanceDelay)}
          onValueChange={(v) => change({ autoAdvanceDelay: Number(v) })}
          disabled={settings.isLoading}
        >
          <SelectTrigger id="aq-delay" aria-label="Auto-advance delay">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AUTO_ADVANCE_DELAY_OPTIONS.map((n) => (
              <SelectItem key={n} value={String(n)}>
                {n === 0 ? 'Immediate' : `${n} seconds`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </Card>
  );
}

export function HowAutoQueueWorks() {
  return (
    <Card className="p-5">
      <h3 className="font-semibold">How Auto-Queue Works</h3>
      <ol className="mt-3 list-inside list-decimal space-y-1.5 text-sm text-slate-600">
        <li>Pick an episode you are listening to (one with a transcript).</li>
        <li>
          Earshot ranks what should come next: the next episode of the show, then episodes sharing its distinctive
          topics.
        </li>
        <li>Each suggestion gets a relevance score out of 10 and a reason.</li>
        <li>Play Next starts the queue in the player; with auto-play on, it keeps going on its own.</li>
      </ol>
    </Card>
  );
}
