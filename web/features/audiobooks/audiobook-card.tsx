import { BookOpen, ExternalLink, MessageSquare, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Audiobook } from '../../../common/api/audiobooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { formatMinutes } from '../../lib/format';
import { useDeleteAudiobook, useRetryTranscription } from './api';

/** Spec §4 Audiobook transcript status: four known values; anything else shows 'Unknown'. */
export function TranscriptStatusBadge({ book }: { book: Pick<Audiobook, 'transcriptStatus' | 'transcriptProgress'> }) {
  switch (book.transcriptStatus) {
    case 'pending':
      return <Badge variant="secondary">Pending</Badge>;
    case 'processing':
      return <Badge variant="warning">Transcribing {book.transcriptProgress}%</Badge>;
    case 'completed':
      return <Badge variant="success">Transcribed</Badge>;
    case 'failed':
      return <Badge variant="danger">Failed</Badge>;
    default:
      return <Badge variant="outline">Unknown</Badge>;
  }
}

/** One book in the library: its details, transcription status and what can be done with it. */
export function AudiobookCard({ book }: { book: Audiobook }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAudiobook();
  const retry = useRetryTranscription();
  const canChat = book.hasTranscript && book.transcriptStatus === 'completed';
  const canRetry = book.transcriptStatus === 'failed' || book.transcriptStatus === 'pending';
  const details = [
    book.narrator && `Read by ${book.narrator}`,
    formatMinutes(book.duration || null),
    book.publishYear,
    book.genre,
  ].filter(Boolean);

  const doRetry = () =>
    retry.mutate(book.id, {
      onError: (err) => toast({ title: 'Transcription Failed', description: reasonOf(err), variant: 'destructive' }),
    });
  const doDelete = () =>
    remove.mutate(book.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Audiobook deleted', description: `"${book.title}" and its transcript are gone.` });
      },
      onError: (err) => toast({ title: 'Delete Failed', description: reasonOf(err), variant: 'destructive' }),
    });

  return (
    <Card data-testid="audiobook-card">
      <CardContent className="flex h-full flex-col gap-3 pt-5">
        <div className="flex items-start gap-3">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <BookOpen aria-hidden="true" className="size-6" />
          </div>
          <div className="min-w-0 flex-1">
            <h3 className="break-words font-semibold leading-snug text-slate-900">{book.title}</h3>
            <p className="text-sm text-slate-600">{book.author}</p>
            {details.length > 0 && <p className="mt-0.5 text-xs text-slate-500">{details.join(' · ')}</p>}
          </div>
          <TranscriptStatusBadge book={book} />
        </div>
        {book.description && <p className="line-clamp-2 text-sm text-slate-600">{book.description}</p>}
        {book.transcriptStatus === 'processing' && (
          <Progress value={book.transcriptProgress} label={`Transcription of ${book.title}`} />
        )}
        {book.transcriptStatus === 'pending' && (
          <p className="text-xs text-slate-500">Waiting to be transcribed. Chat opens when it is done.</p>
        )}
        {book.transcriptStatus === 'failed' && book.transcriptError && (
          <p className="break-words text-xs text-red-700">{book.transcriptError}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {canChat ? (
            <Button asChild size="sm">
              <Link href={`/audiobooks/${book.id}/chat`}>
                <MessageSquare aria-hidden="true" />
                Chat with Book
              </Link>
            </Button>
          ) : (
            <Button size="sm" disabled title="Chat opens when the transcript is ready">
              <MessageSquare aria-hidden="true" />
              Chat with Book
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <a href={`/api/audiobooks/${book.id}/player`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Play Audio
            </a>
          </Button>
          {canRetry && (
            <Button size="sm" variant="outline" onClick={doRetry} disabled={retry.isPending}>
              {retry.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
              Retry
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${book.title}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete Audiobook</DialogTitle>
            <DialogDescription>
              Delete “{book.title}”? The audio file and its transcript will be removed for good.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={doDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
