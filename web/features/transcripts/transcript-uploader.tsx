import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EPISODE_PICKER_LIMIT } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { ApiError, reasonOf } from '../../lib/api';
import { useEpisodesWithoutTranscript, useUploadTranscript } from './api';

/** Paste a transcript (WebVTT, SRT, JSON, HTML or plain text) for an episode that has none. */
export function TranscriptUploader() {
  const episodes = useEpisodesWithoutTranscript();
  const upload = useUploadTranscript();
  const [episodeId, setEpisodeId] = useState('');
  const [text, setText] = useState('');
  const choices = (episodes.data ?? []).filter((e) => !e.hasTranscript).slice(0, EPISODE_PICKER_LIMIT);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!episodeId || !text.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please select an episode and provide transcript text',
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(
      { episodeId, transcriptText: text },
      {
        onSuccess: (res) => {
          if (res.error) {
            toast({ title: 'Upload Failed', description: res.error, variant: 'destructive' });
            return;
          }
          toast({
            title: 'Transcript Uploaded',
            description: `${res.transcriptLength.toLocaleString()} characters added to "${res.episodeTitle}".`,
          });
          setEpisodeId('');
          setText('');
        },
        onError: (err) =>
          toast({
            title: 'Upload Failed',
            description: err instanceof ApiError ? reasonOf(err) : 'Upload failed. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload aria-hidden="true" className="size-4 text-brand-600" />
          Upload a Transcript
        </CardTitle>
        <CardDescription>
          Paste a transcript for an episode that has none. WebVTT and SRT keep their timestamps, so answers can link to
          the moment they come from.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="upload-episode">Episode</Label>
            <select
              id="upload-episode"
              value={episodeId}
              onChange={(e) => setEpisodeId(e.target.value)}
              className="h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none"
            >
              <option value="">
                {episodes.isPending
                  ? 'Loading episodes...'
                  : choices.length
                    ? 'Select an episode without a transcript'
                    : 'Every episode has a transcript'}
              </option>
              {choices.map((ep) => (
                <option key={ep.id} value={ep.id}>
                  {ep.podcastShow} — {ep.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="upload-text">Transcript text</Label>
            <Textarea
              id="upload-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={8}
              placeholder={'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nWelcome to the show...'}
              className="font-mono text-xs"
            />
          </div>
          <div>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending && <Spinner />}
              Upload Transcript
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
