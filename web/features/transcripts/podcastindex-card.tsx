import { Globe } from 'lucide-react';
import { useState } from 'react';
import { BATCH_SIZE_DEFAULT, BATCH_SIZE_OPTIONS } from '../../../common/constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { usePodcastIndexStatus, useTranscriptBatch } from './api';
import { BatchProgress } from './batch-progress';

/** Transcripts Podcast Index knows of (needs its API key); batch size 2, 5, 10 or 15. */
export function PodcastIndexCard() {
  const status = usePodcastIndexStatus();
  const batch = useTranscriptBatch('/api/transcripts/podcastindex-batch-fetch');
  const [size, setSize] = useState<number>(BATCH_SIZE_DEFAULT);
  const available = status.data?.available ?? false;

  const start = async () => {
    if (!available) {
      toast({
        title: 'API Not Available',
        description: status.data?.message ?? 'Podcast Index is not available.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await batch.run(size);
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
    <Card data-testid="podcastindex-card">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 text-brand-600" />
            Podcast Index
          </CardTitle>
          {status.data && (
            <Badge variant={available ? 'success' : 'secondary'}>{available ? 'Available' : 'Not Configured'}</Badge>
          )}
        </div>
        <CardDescription>Find transcripts through the Podcast Index directory.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          {status.isPending
            ? 'Checking Podcast Index...'
            : status.isError
              ? 'Could not reach the status check.'
              : status.data?.message}
          {available && status.data?.episodesFound !== undefined && ` · ${status.data.episodesFound} episodes to try`}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="podcastindex-batch-size">Batch size</Label>
            <Select
              value={String(size)}
              onValueChange={(v) => setSize(Number(v))}
              disabled={!available || batch.running}
            >
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
          <Button onClick={start} disabled={!available || batch.running}>
            {batch.running && <Spinner />}
            Batch Auto-Fetch
          </Button>
        </div>
        {batch.progress && <BatchProgress batch={batch.progress} />}
      </CardContent>
    </Card>
  );
}
