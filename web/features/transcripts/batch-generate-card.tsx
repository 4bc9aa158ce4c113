import { AudioLines } from 'lucide-react';
import { DEMO_GENERATION_COUNT, TRANSCRIPTION_COST_PER_MINUTE_USD } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { useTranscriptBatch } from './api';
import { BatchProgress } from './batch-progress';

const perEpisode = (TRANSCRIPTION_COST_PER_MINUTE_USD * 60).toFixed(2);

/** Speech to text over episodes' audio, two at a time, with what a paid service would charge. */
export function BatchGenerateCard() {
  const batch = useTranscriptBatch('/api/transcripts/batch-generate');
  const start = async () => {
    try {
      const result = await batch.run(DEMO_GENERATION_COUNT);
      if (result.state === 'failed') {
        toast({ title: 'Transcription Failed', description: result.error ?? result.message, variant: 'destructive' });
      } else {
        toast({
          title: 'Transcripts Generated',
          description: `${result.successful} of ${result.processed} episodes transcribed.`,
        });
      }
    } catch (err) {
      toast({ title: 'Transcription Failed', description: reasonOf(err), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AudioLines aria-hidden="true" className="size-4 text-brand-600" />
          Generate Transcripts
        </CardTitle>
        <CardDescription>
          Run speech to text on {DEMO_GENERATION_COUNT} episodes that have audio but no transcript.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="rounded-md bg-slate-50 p-2.5 text-xs text-slate-600">
          Transcription cost with a paid speech-to-text service: about ${TRANSCRIPTION_COST_PER_MINUTE_USD} per minute,
          about ${perEpisode} per 60-minute episode. The built-in recogniser is free but less accurate.
        </p>
        <Button onClick={start} disabled={batch.running}>
          {batch.running && <Spinner />}
          Generate {DEMO_GENERATION_COUNT} Transcripts
        </Button>
        {batch.progress && <BatchProgress batch={batch.progress} />}
      </CardContent>
    </Card>
  );
}
