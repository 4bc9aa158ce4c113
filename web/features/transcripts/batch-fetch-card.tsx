import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TranscriptServiceStatus } from '../../../common/api/transcripts';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { useTranscriptBatch } from './api';
import { BatchProgress } from './batch-progress';

/**
 * A transcript source's batch fetch: refuses with a toast while the source is unavailable, runs
 * the batch, and reports how many episodes got a transcript.
 */
export function useBatchFetch(
  status: UseQueryResult<TranscriptServiceStatus>,
  path: string,
  unavailableMessage: string,
) {
  const batch = useTranscriptBatch(path);
  const available = status.data?.available ?? false;

  const start = async (maxEpisodes: number) => {
    if (!available) {
      toast({
        title: 'API Not Available',
        description: status.data?.message ?? unavailableMessage,
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await batch.run(maxEpisodes);
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

  return { batch, available, start };
}

type BatchFetchCardProps = {
  testId?: string;
  icon: ReactNode;
  title: string;
  description: string;
  status: UseQueryResult<TranscriptServiceStatus>;
  /** The badge while the source cannot be used. */
  unavailableLabel: string;
  checkingText: string;
  failedText: string;
  /** Said after the source's status message while it is available. */
  statusExtra?: ReactNode;
  progress: ReturnType<typeof useTranscriptBatch>['progress'];
  /** The batch's controls: its button and any options. */
  children: ReactNode;
};

/** The card of one transcript source: its availability, status message, controls and progress. */
export function BatchFetchCard(props: BatchFetchCardProps) {
  const { status } = props;
  const available = status.data?.available ?? false;
  return (
    <Card data-testid={props.testId}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            {props.icon}
            {props.title}
          </CardTitle>
          {status.data && (
            <Badge variant={available ? 'success' : 'secondary'}>
              {available ? 'Available' : props.unavailableLabel}
            </Badge>
          )}
        </div>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          {status.isPending ? props.checkingText : status.isError ? props.failedText : status.data?.message}
          {available && props.statusExtra}
        </p>
        {props.children}
        {props.progress && <BatchProgress batch={props.progress} />}
      </CardContent>
    </Card>
  );
}
