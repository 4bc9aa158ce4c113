import { Rss } from 'lucide-react';
import { BATCH_FETCH_DEFAULT } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useFeedStatus } from './api';
import { BatchFetchCard, useBatchFetch } from './batch-fetch-card';

/** Transcripts the publishers list in their feeds (Podcasting 2.0): fetched 10 at a time. */
export function FeedAutoFetchCard() {
  const status = useFeedStatus();
  const { batch, start } = useBatchFetch(
    status,
    '/api/transcripts/batch-auto-fetch',
    'Feed transcripts are not available.',
  );

  return (
    <BatchFetchCard
      icon={<Rss aria-hidden="true" className="size-4 text-orange-500" />}
      title="Feed Transcripts"
      description="Fetch the transcripts publishers list in their RSS feeds. No key needed."
      status={status}
      unavailableLabel="Not Available"
      checkingText="Checking feeds..."
      failedText="Could not check the feeds."
      progress={batch.progress}
    >
      <Button onClick={() => start(BATCH_FETCH_DEFAULT)} disabled={batch.running || status.isPending}>
        {batch.running && <Spinner />}
        Batch Auto-Fetch
      </Button>
    </BatchFetchCard>
  );
}
