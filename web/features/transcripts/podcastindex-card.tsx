import { Globe } from 'lucide-react';
import { useState } from 'react';
import { BATCH_SIZE_DEFAULT, BATCH_SIZE_OPTIONS } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { usePodcastIndexStatus } from './api';
import { BatchFetchCard, useBatchFetch } from './batch-fetch-card';

/** Transcripts Podcast Index knows of (needs its API key); batch size 2, 5, 10 or 15. */
export function PodcastIndexCard() {
  const status = usePodcastIndexStatus();
  const { batch, available, start } = useBatchFetch(
    status,
    '/api/transcripts/podcastindex-batch-fetch',
    'Podcast Index is not available.',
  );
  const [size, setSize] = useState<number>(BATCH_SIZE_DEFAULT);
  const found = status.data?.episodesFound;

  return (
    <BatchFetchCard
      testId="podcastindex-card"
      icon={<Globe aria-hidden="true" className="size-4 text-brand-600" />}
      title="Podcast Index"
      description="Find transcripts through the Podcast Index directory."
      status={status}
      unavailableLabel="Not Configured"
      checkingText="Checking Podcast Index..."
      failedText="Could not reach the status check."
      statusExtra={found !== undefined && ` · ${found} episodes to try`}
      progress={batch.progress}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="podcastindex-batch-size">Batch size</Label>
          <Select value={String(size)} onValueChange={(v) => setSize(Number(v))} disabled={!available || batch.running}>
            <SelectTrigger id="podcastindex-batch-size" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {BATCH_SIZE_OPTIONS.map((n) => (
                <SelectItem key={n} value={String(n)}>
                  {n} episodes
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={() => start(size)} disabled={!available || batch.running}>
          {batch.running && <Spinner />}
          Batch Auto-Fetch
        </Button>
      </div>
    </BatchFetchCard>
  );
}
