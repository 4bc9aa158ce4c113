import { Rss } from 'lucide-react';
import { BATCH_FETCH_DEFAULT } from '../../../common/constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { useFeedStatus, useTranscriptBatch } from './api';
import { BatchProgress } from './batch-progress';

/** Transcripts the publishers list in their feeds (Podcasting 2.0): fetched 10 at a time. */
export function FeedAutoFetchCard() {
  const status = useFeedStatus();
  const batch = useTranscriptBatch('/api/transcripts/batch-auto-fetch');
  const available = status.data?.available ?? false;

  const start = async () => {
    if (!available) {
      toast({
        title: 'API Not Available',
        description: status.data?.message ?? 'Feed transcripts are not available.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await batch.run(BATCH_FETCH_DEFAULT);
      if (result.state === 'failed') {
        toast({
          title: 'Batch Auto-Fetch Failed',
          description: result.error ?? result.message,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Batch Auto-Fetch Complete',
          description: `${result.successful} of ${result.processed} episodes got a transcript.`,
        });
      }
    } catch (err) {
      toast({ title: 'Batch Auto-Fetch Failed', description: reasonOf(err), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Rss aria-hidden="true" className="size-4 text-orange-500" />
            Feed Transcripts
          </CardTitle>
          {status.data && (
            <Badge variant={available ? 'success' : 'secondary'}>{available ? 'Available' : 'Not Available'}</Badge>
          )}
        </div>
        <CardDescription>Fetch the transcripts publishers list in their RSS feeds. No key needed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          {status.isPending
            ? 'Checking feeds...'
            : status.isError
              ? 'Could not check the feeds.'
              : status.data?.message}
        </p>
        <Button onClick={start} disabled={batch.running || status.isPending}>
          {batch.running && <Spinner />}
          Batch Auto-Fetch
        </Button>
        {batch.progress && <BatchProgress batch={batch.progress} />}
      </CardContent>
    </Card>
  );
}
